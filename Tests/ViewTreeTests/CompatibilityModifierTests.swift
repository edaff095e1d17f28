import Foundation
import Testing
@testable import ViewTree
import Raster

/// SwiftUI spellings apps still use: strokes with a full style inside a shape, the background
/// style, edit mode, accent colour, iOS 13's alerts and action sheets, menu and editor styles.
@MainActor struct CompatibilityModifierTests {
    private struct Item: Identifiable { let id = 1 }

    private var content: some View {
        VStack(alignment: .leading) {
            Text("Title").font(.headline)
            Menu("Actions") { Button("Rename") {} }
            TextEditor(text: .constant("Notes")).frame(height: 40)
        }
        .padding()
        .background(Color.white)
    }

    @Test func strokeBorderWithAStyleInsetsLikeALineWidth() throws {
        let styled = RoundedRectangle(cornerRadius: 6).strokeBorder(.red, style: StrokeStyle(lineWidth: 4)).frame(width: 40, height: 30)
        let plain = RoundedRectangle(cornerRadius: 6).strokeBorder(.red, lineWidth: 4).frame(width: 40, height: 30)
        let canvas = try render(styled)
        #expect(try canvas.bitmap.pixels == render(plain).bitmap.pixels)
        // Inside the bounds: the edge pixel is red, the centre is clear.
        #expect(canvas.pixel(x: 20, y: 1).red == 255)
        #expect(canvas.pixel(x: 20, y: 15).alpha == 0)
    }

    @Test func theBackgroundStyleFillsBackgroundsInAShape() throws {
        let swatch = Color.clear.frame(width: 20, height: 20)
        let red = try render(swatch.background(in: .rect).backgroundStyle(.red))
        #expect(red.pixel(x: 10, y: 10) == RGBA8(red: 255, green: 59, blue: 48, alpha: 255))
        let window = try render(swatch.background(in: Circle()))
        #expect(window.pixel(x: 10, y: 10) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(window.pixel(x: 0, y: 0).alpha == 0, "outside the circle")
        let dark = try render(swatch.background().environment(\.colorScheme, .dark))
        #expect(dark.pixel(x: 10, y: 10) == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        // Setting the background style to itself ends in the window's background.
        let itself = try render(swatch.background(in: .rect).backgroundStyle(.background))
        #expect(itself.pixel(x: 10, y: 10) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func editButtonsSayDoneWhileEditing() {
        #expect(layout(EditButton()).first(text: "Edit") != nil)
        let editing = EditButton().environment(\.editMode, .constant(.active))
        #expect(layout(editing).first(text: "Done") != nil)
        #expect(EditMode.transient.isEditing && !EditMode.inactive.isEditing)
    }

    @Test func accentColorTintsAsTintDoes() throws {
        let accent = try render(Button("Go") {}.accentColor(.red))
        #expect(try accent.bitmap.pixels == render(Button("Go") {}.tint(.red)).bitmap.pixels)
        #expect(try accent.bitmap.pixels != render(Button("Go") {}).bitmap.pixels)
    }

    @Test func presentationsAndStylesWithoutStillEffectLeaveTheViewAsItIs() throws {
        let item: Item? = nil
        let decorated = content
            .alert(isPresented: .constant(true)) {
                Alert(title: Text("Delete?"), message: Text("This cannot be undone."),
                      primaryButton: .destructive(Text("Delete")) {}, secondaryButton: .cancel())
            }
            .alert(item: .constant(item)) { _ in Alert(title: Text("Saved")) }
            .actionSheet(isPresented: .constant(true)) { ActionSheet(title: Text("Share")) }
            .alert("Rename", isPresented: .constant(true), presenting: "Notes") { name in Button(name) {} } message: { Text($0) }
            .confirmationDialog("Delete", isPresented: .constant(true), titleVisibility: .visible) {
                Button("Delete", role: .destructive) {}
            } message: { Text("Sure?") }
            .popover(isPresented: .constant(true), attachmentAnchor: .point(.top), arrowEdge: .bottom) { Text("Tip") }
            .menuStyle(.button)
            .menuIndicator(.hidden)
            .menuOrder(.fixed)
            .textEditorStyle(.plain)
            .disableAutocorrection(true)
        let plain = ImageRenderer(content: content)
        let rendered = ImageRenderer(content: decorated)
        #expect(rendered.layout.description == plain.layout.description)
        #expect(try rendered.canvas.bitmap.pixels == plain.canvas.bitmap.pixels)
        #expect(layout(Menu("More") { Button("A") {} } primaryAction: {}).first(text: "More") != nil)
    }
}
