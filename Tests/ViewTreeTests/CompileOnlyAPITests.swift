import Foundation
import Testing
@testable import ViewTree
import Raster

/// Accessibility, focus, pointer, speech, presentation and scrolling API that a still frame does
/// not show compiles as in SwiftUI and leaves the view as it is; the parts a frame does show
/// (right-to-left mirroring, a scroll position at an edge, `animation(_:body:)`'s changes, uneven
/// rectangle shorthand) draw as iOS does.
@MainActor struct CompileOnlyAPITests {
    private struct Row: View, Equatable {
        let title: String
        var body: some View { Text(title) }
    }

    @Test func modifiersWithoutStillEffectLeaveTheViewAsItIs() throws {
        let focus = FocusState<Bool>()
        let namespace = Namespace().wrappedValue
        var transaction = Transaction(animation: .interactiveSpring(response: 0.3, dampingFraction: 0.8))
        transaction.disablesAnimations = true
        let decorated = titleAndBodyCard
            .accessibilityFocused(focus.projectedValue)
            .accessibilityRotor("Headings") { AccessibilityRotorEntry("Title", id: 1) }
            .accessibilityChildren { Text("Child") }
            .accessibilityLabeledPair(role: .label, id: "name", in: namespace)
            .accessibilityIgnoresInvertColors()
            .accessibilityTextContentType(.sourceCode)
            .accessibilityCustomContent("Size", "Large", importance: .high)
            .accessibilityActivationPoint(.center)
            .accessibilityScrollAction { _ in }
            .accessibilityZoomAction { _ in }
            .accessibilityDirectTouch(options: .silentOnTouch)
            .speechSpellsOutCharacters()
            .speechAdjustedPitch(0.2)
            .onHover { _ in }
            .onContinuousHover { _ in }
            .hoverEffectDisabled()
            .defaultHoverEffect(.highlight)
            .focusedValue(\.probe, "a")
            .focusedSceneValue(\.probe, "b")
            .defaultFocus(focus.projectedValue, true)
            .submitScope()
            .transaction { $0.animation = nil }
            .transaction(value: 1) { $0.disablesAnimations = true }
            .transition(.blurReplace(.upUp))
            .presentationCompactAdaptation(.popover)
            .presentationCompactAdaptation(horizontal: .popover, vertical: .sheet)
            .presentationContentInteraction(.scrolls)
            .widgetURL(URL(string: "app://open"))
            .scrollIndicatorsFlash(onAppear: true)
            .scrollIndicatorsFlash(trigger: 1)
            .onScrollVisibilityChange { _ in }
            .onScrollTargetVisibilityChange(idType: Int.self) { _ in }
            .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
            .toolbar(removing: .sidebarToggle)
            .inspectorColumnWidth(min: 200, ideal: 260, max: 320)
            .inspectorColumnWidth(240)
        try expectSameRender(decorated, as: titleAndBodyCard)
        #expect(withTransaction(transaction) { 42 } == 42)
        #expect(Text("a").speechAdjustedPitch(1).speechAnnouncementsQueued() == Text("a"))
        #expect(FocusedValue(\FocusedValues.probe).wrappedValue == nil)
        var values = FocusedValues()
        values.probe = "set"
        #expect(values.probe == "set")
        #expect(layout(Row(title: "Row").equatable()).first(text: "Row") != nil)
    }

    @Test func rightToLeftLayoutsMirrorFlippingViews() throws {
        let arrow = HStack(spacing: 0) { Color.red.frame(width: 10); Color.blue.frame(width: 10) }.frame(height: 10)
        let leftToRight = try render(arrow.flipsForRightToLeftLayoutDirection(true))
        #expect(leftToRight.pixel(x: 2, y: 5).red == 255)
        let rightToLeft = try render(arrow.flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .rightToLeft))
        let unflipped = try render(arrow.environment(\.layoutDirection, .rightToLeft))
        // The stack alone already runs right to left; the flip mirrors it back.
        #expect(rightToLeft.pixel(x: 2, y: 5) != unflipped.pixel(x: 2, y: 5))
        #expect(rightToLeft.pixel(x: 2, y: 5) == leftToRight.pixel(x: 2, y: 5))
    }

    @Test func aScrollPositionAtAnEdgeScrollsThere() {
        let rows = ScrollView { VStack(spacing: 0) { ForEach(0..<30) { Text("Row \($0)").frame(height: 40) } } }
            .frame(width: 200, height: 200)
        let bottom = layout(rows.scrollPosition(.constant(ScrollPosition(edge: .bottom))))
        #expect(bottom.description == layout(rows.defaultScrollAnchor(.bottom)).description)
        #expect(bottom.description != layout(rows).description)
        #expect(layout(rows.defaultScrollAnchor(.bottom, for: .initialOffset)).description == bottom.description)
        #expect(layout(rows.defaultScrollAnchor(.bottom, for: .sizeChanges)).description == layout(rows).description)
        var position = ScrollPosition(edge: .top)
        position.scrollTo(id: 7)
        #expect(position.viewID(type: Int.self) == 7 && position.edge == nil && !position.isPositionedByUser)
        position.scrollTo(x: 0, y: 80)
        #expect(position.point == CGPoint(x: 0, y: 80))
    }

    @Test func animationBodiesApplyTheirChanges() throws {
        let swatch = Color.red.frame(width: 10, height: 10)
        let animated = try render(swatch.animation(.smooth) { $0.opacity(0.5) })
        #expect(try animated.bitmap.pixels == render(swatch.opacity(0.5)).bitmap.pixels)
    }

    @Test func unevenRectangleShorthandDrawsTheUnevenRectangle() throws {
        let shorthand = try render(Color.blue.frame(width: 40, height: 30)
            .clipShape(.rect(topLeadingRadius: 12, bottomTrailingRadius: 12)))
        let explicit = try render(Color.blue.frame(width: 40, height: 30)
            .clipShape(UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 12)))
        #expect(shorthand.bitmap.pixels == explicit.bitmap.pixels)
        #expect(shorthand.pixel(x: 0, y: 0).alpha == 0 && shorthand.pixel(x: 39, y: 0).alpha == 255)
    }

    @Test func smallCapitalsAskForTheirOpenTypeFeatures() throws {
        #expect(try Font.body.smallCaps().resolved().features == ["smcp", "c2sc"])
        #expect(try Font.body.uppercaseSmallCaps().lowercaseSmallCaps().resolved().features == ["smcp", "c2sc"])
        #expect(try Font.body.monospacedDigit().lowercaseSmallCaps().resolved().features == ["tnum", "smcp"])
        #expect(Font.body.uppercaseSmallCaps() != Font.body)
    }
}

/// A focused value the tests publish.
private struct ProbeKey: FocusedValueKey { typealias Value = String }

extension FocusedValues {
    fileprivate var probe: String? {
        get { self[ProbeKey.self] }
        set { self[ProbeKey.self] = newValue }
    }
}

/// `luminanceToAlpha()`: the view's luminance becomes its opacity.
@MainActor struct LuminanceToAlphaTests {
    @Test func whiteStaysOpaqueAndBlackTurnsClear() throws {
        let stripes = HStack(spacing: 0) {
            Color.white.frame(width: 10)
            Color.black.frame(width: 10)
            Color(red: 0.5, green: 0.5, blue: 0.5).frame(width: 10)
        }
        .frame(height: 10)
        let canvas = try render(stripes.luminanceToAlpha())
        #expect(canvas.pixel(x: 5, y: 5) == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(canvas.pixel(x: 15, y: 5).alpha == 0)
        #expect(abs(Int(canvas.pixel(x: 25, y: 5).alpha) - 128) <= 1)
    }
}

/// `Font.leading(_:)`: tight and loose move lines 2 points closer or further apart.
@MainActor struct FontLeadingTests {
    @Test func tightAndLooseLeadingMoveLinesTwoPoints() throws {
        let standard = try Font.body.resolved().textFont.lineHeight
        #expect(abs(try Font.body.leading(.tight).resolved().textFont.lineHeight - (standard - 2)) < 1e-6)
        #expect(abs(try Font.body.leading(.loose).resolved().textFont.lineHeight - (standard + 2)) < 1e-6)
        #expect(Font.body.leading(.standard) == Font.body)
        func height(_ font: Font) throws -> CGFloat {
            try #require(layout(Text("One\nTwo\nThree").font(font)).first(named: "Text")).frame.height
        }
        #expect(try height(.body.leading(.loose)) > height(.body))
        #expect(try height(.body.leading(.tight)) < height(.body))
    }
}
