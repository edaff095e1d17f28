import Foundation
import Testing
@testable import ViewTree
import Raster

/// iOS 18 and iOS 26 API real apps use: `lineHeight(_:)` spaces baselines, `labelIconToTitleSpacing(_:)`
/// sets a label's gap, `listSectionMargins(_:_:)` moves sections' cards, `searchToolbarBehavior(.minimize)`
/// draws iOS 26's bottom search field as a round glass button; slider ticks, `.drawOn`/`.drawOff`,
/// Writing Tools, presentation sizing and a keyframe written straight in `keyframes:` compile and
/// leave the render as SwiftUI's still frame shows it.
@MainActor struct IOS26TextAndControlAPITests {
    private let lines = Text("One\nTwo\nThree").font(.body)

    private func height(_ view: some View) throws -> CGFloat {
        try #require(layout(view).first(named: "Text")).frame.height
    }

    @Test func lineHeightSetsTheDistanceBetweenBaselines() throws {
        let font = try Font.body.resolved().textFont
        // Three lines: the first line's own height, then two steps of the line height.
        #expect(abs(try height(lines.lineHeight(.exact(points: 40))) - (font.lineHeight + 80)) <= 1)
        #expect(abs(try height(lines.lineHeight(.multiple(factor: 2))) - (font.lineHeight + 4 * font.size)) <= 1)
        #expect(abs(try height(lines.lineHeight(.leading(increase: 10))) - (font.lineHeight + 2 * (font.size + 10))) <= 1)
        // Line spacing still adds between lines.
        #expect(abs(try height(lines.lineHeight(.exact(points: 40)).lineSpacing(5)) - (font.lineHeight + 90)) <= 1)
        #expect(try height(lines.lineHeight(.loose)) > height(lines.lineHeight(.normal)))
        #expect(try height(lines.lineHeight(.tight)) < height(lines.lineHeight(.normal)))
        try expectSameRender(lines.lineHeight(nil), as: lines)
        // The fonts' own metrics: body text's natural line height, where the text style alone
        // sets its lines the guidelines' 22 points apart.
        #expect(abs(try height(lines.lineHeight(.variable)) - 3 * font.lineHeight) <= 1)
        #expect(abs(try height(lines) - (3 * font.lineHeight + 2 * (22 - font.lineHeight))) <= 1)
    }

    @Test func anAttributedStringsLineHeightSpacesItsLines() throws {
        var string = AttributedString("One\nTwo\nThree")
        string.lineHeight = .exact(points: 40)
        let attributed = Text(string).font(.body)
        #expect(try height(attributed) == height(lines.lineHeight(.exact(points: 40))))
        // The string's own line height comes before the environment's.
        #expect(try height(attributed.lineHeight(.tight)) == height(attributed))
        var invalid = AttributedString("One\nTwo")
        invalid.lineHeight = .multiple(factor: .infinity)
        #expect(try height(Text(invalid).font(.body)) == height(Text("One\nTwo").font(.body)))
    }

    @Test func anInvalidLineHeightIsReportedAndIgnored() throws {
        let renderer = ImageRenderer(content: lines.lineHeight(.exact(points: .nan)))
        _ = try renderer.canvas
        #expect(renderer.issues.contains { $0.kind == .invalidNumber && $0.message.contains("lineHeight") })
        #expect(try height(lines.lineHeight(.exact(points: .nan))) == height(lines))
    }

    @Test func labelIconToTitleSpacingSetsTheGap() throws {
        func gap(_ view: some View) throws -> CGFloat {
            let tree = layout(view)
            let icon = try #require(tree.first(named: "Image")).frame
            let title = try #require(tree.first(text: "Title")).frame
            return title.minX - icon.maxX
        }
        let label = Label("Title", systemImage: "star")
        #expect(try gap(label) == 8)
        #expect(try gap(label.labelIconToTitleSpacing(20)) == 20)
        #expect(try gap(label.labelStyle(.titleAndIcon).labelIconToTitleSpacing(2)) == 2)
    }

    @Test func listSectionMarginsMoveTheSectionsCards() throws {
        let list = List { Section("Header") { Text("Row") } }.listStyle(.insetGrouped).frame(width: 390, height: 300)
        func rowX(_ view: some View) throws -> CGFloat { try #require(layout(view).first(text: "Row")).frame.minX }
        #expect(try rowX(list.listSectionMargins(.horizontal, 40)) - rowX(list.listSectionMargins(.horizontal, 10)) == 30)
        #expect(try rowX(list.listSectionMargins(.leading, 0)) < rowX(list))
        try expectSameRender(list.listSectionMargins(.vertical, 30), as: list)
        try expectSameRender(list.listSectionMargins(.horizontal, nil), as: list)
        // On one section, only that section's card moves.
        let sections = List {
            Section("One") { Text("First") }.listSectionMargins(.leading, 50)
            Section("Two") { Text("Second") }
        }.listStyle(.insetGrouped).frame(width: 390, height: 300)
        let tree = layout(sections)
        let first = try #require(tree.first(text: "First")).frame.minX
        let second = try #require(tree.first(text: "Second")).frame.minX
        #expect(first - second == 50 - ListStyleMetrics(kind: .insetGrouped, width: 390, os: .iOS26).cardMargin)
    }

    @Test func minimizedBottomSearchIsARoundGlassButton() throws {
        func searchGlass(_ behavior: SearchToolbarBehavior?) throws -> CGRect {
            let root = Color.white.searchable(text: .constant(""), prompt: "Search")
            let screen = NavigationStack {
                if let behavior { root.searchToolbarBehavior(behavior) } else { root }
            }
            let renderer = ImageRenderer(content: screen.viewTreeOSVersion(.iOS26))
            renderer.window = ViewTreeWindow(size: CGSize(width: 402, height: 874),
                                             safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
            return try #require(frames(renderer.layout, named: "Glass").last)
        }
        let full = try searchGlass(nil), minimized = try searchGlass(.minimize)
        #expect(full.width > 300)
        #expect(minimized.size == CGSize(width: 48, height: 48))
        #expect(minimized.minX == full.minX && minimized.maxY == full.maxY)
        #expect(try searchGlass(.automatic) == full)
    }

    @Test func slidersWithTicksDrawAsWithout() throws {
        let plain = Slider(value: .constant(0.5)) { Text("Volume") }.frame(width: 200)
        let ticked = Slider(value: .constant(0.5)) { Text("Volume") } ticks: {
            SliderTick(0.0)
            SliderTick(0.5) { Text("Half") }
            SliderTick("Full", 1.0)
        }
        try expectSameRender(ticked.frame(width: 200), as: plain)
        let stepped = Slider(value: .constant(0.5), in: 0...1, step: 0.25, label: { Text("Volume") },
                             tick: { SliderTick($0) })
        try expectSameRender(stepped.frame(width: 200), as: plain)
        let forEach = SliderTickBuilder<Double>.buildPartialBlock(first: SliderTickContentForEach([0.0, 0.25, 1], id: \.self) {
            SliderTick($0)
        })
        #expect(forEach.body.map(\.value) == [0, 0.25, 1])
    }

    @Test func stillFramesShowNoSymbolDrawingWritingToolsOrPresentationSizing() throws {
        let symbol = Image(systemName: "star.fill").font(.largeTitle).padding().background(Color.white)
        try expectSameRender(symbol.symbolEffect(.drawOn, isActive: true), as: symbol)
        try expectSameRender(symbol.symbolEffect(.drawOff.byLayer.reversed, options: .nonRepeating, isActive: true), as: symbol)
        try expectSameRender(symbol.symbolEffect(.drawOn.individually.wholeSymbol, isActive: false), as: symbol)
        try expectSameRender(symbol.transition(.symbolEffect(.drawOn.byLayer, options: .speed(2))), as: symbol)
        let decorated = titleAndBodyCard
            .writingToolsBehavior(.limited)
            .presentationSizing(.form)
            .presentationSizing(.page.fitted(horizontal: false, vertical: true))
            .presentationSizing(.fitted.sticky(horizontal: true, vertical: false))
            .presentationSizing(.automatic)
        try expectSameRender(decorated, as: titleAndBodyCard)
        let root = PresentationSizingRoot(measure: { _ in CGSize(width: 10, height: 20) })
        let sizing = PagePresentationSizing().fitted(horizontal: true, vertical: false)
        #expect(sizing.proposedSize(for: root, context: PresentationSizingContext()).width == nil)
        #expect(root.sizeThatFits(.unspecified) == CGSize(width: 10, height: 20))
    }

    @Test func aKeyframeStraightInTheKeyframesBuilderDrawsTheInitialValue() throws {
        let square = Color.red.frame(width: 20, height: 20)
        let animated = square.keyframeAnimator(initialValue: 0.5, trigger: 0) { content, opacity in
            content.opacity(opacity)
        } keyframes: { _ in
            LinearKeyframe(1.0, duration: 1)
        }
        try expectSameRender(animated, as: square.opacity(0.5))
    }
}
