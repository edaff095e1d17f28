import Foundation
import Testing
@testable import ViewTree
import Raster

/// Text field heights and insets per look of iOS, text style and Dynamic Type size against the
/// figures of docs/TEXT-FIELD-METRICS.md, the TextEditor's insets and background.
@MainActor @Suite struct TextFieldMetricsTests {
    /// One row of the table: a field's font, Dynamic Type size and look, and its height on iOS.
    struct Row: Sendable, CustomStringConvertible {
        let font: Font
        let size: DynamicTypeSize
        let os: ViewTreeOSVersion
        let height: CGFloat
        let source: String
        var description: String { "\(size) \(os): \(height) (\(source))" }
    }

    /// The rounded-border fields measured on iOS (and one figure derived from the fit).
    nonisolated static let rows: [Row] = [
        Row(font: .body, size: .large, os: .iOS17, height: 34, source: "iOS 18.5 @3x reference"),
        Row(font: .body, size: .accessibility1, os: .iOS17, height: 148 / 3, source: "iOS 18.5 @3x reference"),
        Row(font: .body, size: .accessibility2, os: .iOS17, height: 169 / 3, source: "iOS 18.5 @3x reference"),
        Row(font: .body, size: .accessibility5, os: .iOS17, height: 253 / 3, source: "iOS 18.5 @3x reference"),
        Row(font: .body, size: .large, os: .iOS18, height: 34, source: "iOS 18.5 @3x reference"),
        Row(font: .body, size: .large, os: .iOS26, height: 39, source: "issue 20"),
        Row(font: .footnote, size: .large, os: .iOS17, height: 1.3985 * 13 + 10.20, source: "the fit, 13-point text"),
        Row(font: .title3, size: .xSmall, os: .iOS17, height: 1.3985 * 17 + 10.20, source: "the fit, 17-point text"),
    ]

    /// The field's laid-out height at @3x is the table's, within the third of a point the
    /// frames snap by.
    @Test(arguments: rows)
    func roundedBorderFieldHeights(row: Row) throws {
        let field = TextField("Name", text: .constant("Sample demo")).textFieldStyle(.roundedBorder)
            .font(row.font).environment(\.dynamicTypeSize, row.size).frame(width: 343)
        let border = try #require(frames(layout(field, os: row.os, scale: 3), named: "RoundedRectangle").first)
        #expect(abs(border.height - row.height) <= 0.34, "\(row): \(border.height)")
    }

    /// The text sits 7 points in and is centred in the field; a SecureField is as tall.
    @Test func roundedBorderFieldsCentreTheirLine() throws {
        let tree = layout(TextField("Name", text: .constant("Taylor")).textFieldStyle(.roundedBorder).frame(width: 300),
                          os: .iOS17, scale: 3)
        let border = try #require(frames(tree, named: "RoundedRectangle").first)
        let text = try #require(tree.first(text: "Taylor")).frame
        #expect(abs(text.minX - 7) <= 0.34)
        #expect(abs((text.minY - border.minY) - (border.maxY - text.maxY)) <= 0.67)
        let secure = layout(SecureField("Password", text: .constant("pw")).textFieldStyle(.roundedBorder).frame(width: 300),
                            os: .iOS17, scale: 3)
        #expect(frames(secure, named: "RoundedRectangle").first?.height == border.height)
    }

    /// A plain field (no style, and inside a Form row) is its line alone.
    @Test func plainFieldsAreTheirLine() throws {
        let line = try Font.body.resolved().textFont.lineHeight
        let plain = layout(TextField("Name", text: .constant("Taylor")).frame(width: 300), os: .iOS17, scale: 3)
        #expect(abs(try #require(plain.first(text: "Taylor")).frame.height - line) <= 0.34)
        #expect(frames(plain, named: "RoundedRectangle").isEmpty)
        let form = layout(Form { TextField("Name", text: .constant("Taylor")) }.frame(width: 390, height: 300), os: .iOS17, scale: 3)
        #expect(abs(try #require(form.first(text: "Taylor")).frame.height - line) <= 0.34)
        // A rounded-border field in a Form row keeps its border and height.
        let bordered = layout(Form { TextField("Name", text: .constant("Taylor")).textFieldStyle(.roundedBorder) }
            .frame(width: 390, height: 300), os: .iOS17, scale: 3)
        #expect(abs(try #require(frames(bordered, named: "RoundedRectangle").last).height - 34) <= 0.34)
    }

    /// iOS 17 cards around a plain field and a vertical one (xramos/BusTrip's references, iPhone X
    /// @3x): a bold body title, 4 or 8 points of spacing and the field, padded by 8, are 60.33 and
    /// 64.33 points tall, so each field is its one line (20 to 20.33 points).
    @Test func plainAndVerticalFieldsAreTheirLineAsOnIOS17() throws {
        let card = { (field: AnyView, spacing: CGFloat) in
            VStack(alignment: .leading, spacing: spacing) { Text("Name:").fontWeight(.bold); field }.padding(8)
        }
        let plain = card(AnyView(TextField("Input your name", text: .constant(""))), 4)
        let vertical = card(AnyView(TextField("Please input description (max 200 chars)", text: .constant(""), axis: .vertical)), 8)
        #expect(abs(layout(plain.frame(width: 375), os: .iOS17, scale: 3).frame.height - 181 / 3) <= 0.34)
        #expect(abs(layout(vertical.frame(width: 375), os: .iOS17, scale: 3).frame.height - 193 / 3) <= 0.34)
    }

    /// `axis: .vertical` wraps the text onto the lines `lineLimit` allows, and
    /// `lineLimit(_:reservesSpace:)` keeps room for them while the text is shorter.
    @Test func verticalFieldsWrapUpToTheirLineLimit() throws {
        let line = try Font.body.resolved().textFont.lineHeight
        let long = String(repeating: "a long note that wraps ", count: 12)
        #expect(abs(try height(TextField("Notes", text: .constant(long), axis: .vertical).lineLimit(3)) - 3 * line) <= 0.5)
        #expect(abs(try height(TextField("Notes", text: .constant(long))) - line) <= 0.34, "a horizontal field keeps one line")
        #expect(abs(try height(TextField("Notes", text: .constant("Hi"), axis: .vertical).lineLimit(3, reservesSpace: true))
            - 3 * line) <= 0.5)
        let bordered = layout(TextField("Notes", text: .constant(long), axis: .vertical).lineLimit(2)
            .textFieldStyle(.roundedBorder).frame(width: 200), os: .iOS17, scale: 3)
        let border = try #require(frames(bordered, named: "RoundedRectangle").first)
        #expect(abs(border.height - (34 - line + 2 * line)) <= 0.67, "two lines in a 34-point field's insets")
    }

    // MARK: TextEditor

    /// The editor fills the space offered and starts its text 5 points in and 8 down, on the
    /// system background unless `scrollContentBackground(.hidden)`.
    @Test func textEditorFillsTheSpaceWithInsetText() throws {
        let tree = layout(TextEditor(text: .constant("Notes")).frame(width: 300, height: 200), os: .iOS17, scale: 1)
        let text = try #require(tree.first(text: "Notes")).frame
        #expect(text.origin == CGPoint(x: 5, y: 8))
        #expect(try #require(frames(tree, named: "frame").first).width == 300)
        _ = TextEditor(text: .constant("Notes"), selection: .constant(TextSelection(insertionPoint: "Notes".startIndex)))
        #expect(TextSelection(insertionPoint: "Notes".startIndex).isInsertion)
        let grey = Color(red: 0.5, green: 0.5, blue: 0.5)
        let shown = try render(TextEditor(text: .constant("Notes")).frame(width: 60, height: 40).background(grey))
        #expect(shown.pixel(x: 55, y: 35) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        let hidden = try render(TextEditor(text: .constant("Notes")).scrollContentBackground(.hidden)
            .frame(width: 60, height: 40).background(grey))
        #expect(hidden.pixel(x: 55, y: 35) == RGBA8(red: 128, green: 128, blue: 128, alpha: 255))
        // The text's ink starts inside the insets.
        let ink = (0..<40).flatMap { y in (0..<60).map { (x: $0, y: y, pixel: shown.pixel(x: $0, y: y)) } }
            .filter { $0.pixel.red < 128 }
        #expect(ink.min { $0.x < $1.x }.map { $0.x >= 5 } == true && ink.min { $0.y < $1.y }.map { $0.y >= 8 } == true)
    }

    // MARK: Helpers

    /// The height of the first text in `view`, laid out 200 points wide at @3x.
    private func height<V: View>(_ view: V) throws -> CGFloat {
        try #require(layout(view.frame(width: 200), os: .iOS17, scale: 3).allViews.first { $0.name == "Text" }).frame.height
    }

    private func layout<V: View>(_ view: V, os: ViewTreeOSVersion, scale: CGFloat) -> ViewTreeLayout {
        let renderer = ImageRenderer(content: view)
        renderer.environment.viewTreeOSVersion = os
        renderer.scale = scale
        return renderer.layout
    }
}
