import Foundation
import Testing
@testable import ViewTree

/// Modifiers a still frame on an iPhone does not show compile as in SwiftUI and leave layout and
/// pixels alone; `rotation3DEffect` draws the rotation's projection.
@MainActor struct CompileOnlyModifierTests {
    private var content: some View {
        VStack(alignment: .leading) {
            Text("Title").font(.headline)
            Text("A longer line of secondary text").foregroundStyle(.secondary)
        }
        .padding()
        .background(Color.white)
    }

    @Test func modifiersWithoutStillEffectLeaveTheViewAsItIs() throws {
        var query = ""
        var isSearching = false
        var scope = 0
        let decorated = content
            .fontWidth(.condensed)
            .allowsTightening(true)
            .typesettingLanguage(Locale.Language(identifier: "en"))
            .scrollBounceBehavior(.basedOnSize)
            .toolbarRole(.editor)
            .toolbarTitleMenu { Button("Rename") {} }
            .buttonRepeatBehavior(.enabled)
            .searchScopes(Binding(get: { scope }, set: { scope = $0 })) { Text("All").tag(0) }
            .searchPresentationToolbarBehavior(.avoidHidingContent)
            .containerShape(RoundedRectangle(cornerRadius: 12))
            .listItemTint(.red)
            .geometryGroup()
            .invalidatableContent()
            .inspector(isPresented: .constant(true)) { Text("Inspector") }
            .accessibilityAction(named: "Archive") {}
            .accessibilityAdjustableAction { _ in }
            .accessibilitySortPriority(1)
            .accessibilityInputLabels(["Title"])
            .accessibilityShowsLargeContentViewer()
            .accessibilityRepresentation { Text("Title") }
            .accessibilityRemoveTraits(.isButton)
            .accessibilityHeading(.h1)
            .deleteDisabled(true)
            .moveDisabled(true)
            .selectionDisabled()
            .focusable()
            .focusEffectDisabled()
            .onKeyPress(.return) { .handled }
            .draggable("Title")
            .dropDestination(for: String.self) { items, _ in !items.isEmpty }
        let plain = ImageRenderer(content: content)
        let rendered = ImageRenderer(content: decorated)
        #expect(rendered.layout.description == plain.layout.description)
        #expect(try rendered.canvas.bitmap.pixels == plain.canvas.bitmap.pixels)
        #expect(Text("a").fontWidth(.expanded).allowsTightening(true) == Text("a"))
        #expect(Font.body.width(.compressed) == Font.body)
        // The searchable forms that bind presentation compile and draw the field at rest.
        let screen = { (view: AnyView) in ImageRenderer(content: NavigationStack { view }.viewTreeOSVersion(.iOS17)).layout.description }
        let presented = AnyView(Color.white.searchable(text: Binding(get: { query }, set: { query = $0 }),
                                                       isPresented: Binding(get: { isSearching }, set: { isSearching = $0 }),
                                                       prompt: "Find"))
        let atRest = AnyView(Color.white.searchable(text: .constant(""), prompt: "Find"))
        #expect(screen(presented) == screen(atRest))
    }

    /// ForEach's editing actions compile on `ForEach` and change no row.
    @Test func editingActionsKeepTheRows() {
        let rows = ["a", "b", "c"]
        let editable = List { ForEach(rows, id: \.self) { Text($0) }.onDelete { _ in }.onMove { _, _ in } }
        let plain = List { ForEach(rows, id: \.self) { Text($0) } }
        #expect(ImageRenderer(content: editable).layout.description == ImageRenderer(content: plain).layout.description)
    }

    /// About the z axis a 3D rotation is `rotationEffect`; about the y axis by 60°, the view is
    /// drawn at half its width, centred.
    @Test func rotation3DEffectDrawsTheRotationsProjection() throws {
        let square = Color.red.frame(width: 40, height: 20).padding(10).background(Color.white)
        let aboutZ = try ImageRenderer(content: square.rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1))).canvas
        let rotated = try ImageRenderer(content: square.rotationEffect(.degrees(30))).canvas
        #expect(aboutZ.bitmap.pixels == rotated.bitmap.pixels)
        let flipped = try ImageRenderer(content: Color.red.frame(width: 40, height: 20).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
            .padding(10).background(Color.white)).canvas
        let row = (0..<60).map { flipped.pixel(x: $0, y: 20).red == 255 && flipped.pixel(x: $0, y: 20).green < 100 }
        // Red from 20 to 40 (the 40-wide view narrowed to 20 about its centre at 30).
        #expect(row.firstIndex(of: true) == 20 && row.lastIndex(of: true) == 39)
    }
}
