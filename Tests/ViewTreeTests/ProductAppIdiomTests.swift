import Foundation
import Testing
@testable import ViewTree

// Idioms of design-system and product app code (Element's Compound, swift-markdown-ui,
// PopupView, EnvironmentOverrides) that did not compile.

private struct Depth: EnvironmentKey { static let defaultValue = 1 }

extension EnvironmentValues {
    fileprivate var depth: Int {
        get { self[Depth.self] }
        set { self[Depth.self] = newValue }
    }
}

/// Draws its environment's depth as that many 10-point squares.
private struct DepthBar: View {
    @Environment(\.depth) private var depth
    var body: some View {
        HStack(spacing: 0) { ForEach(0..<depth, id: \.self) { _ in Color.red.frame(width: 10, height: 10) } }
    }
}

/// A drag gesture of an app's own, reporting what its body reports (PopupView's).
private struct SimpleDragGesture: Gesture {
    var onTranslationChanged: (CGSize) -> Void
    var body: some Gesture {
        DragGesture(coordinateSpace: .global).onEnded { onTranslationChanged($0.translation) }
    }
}

@MainActor @Suite struct ProductAppIdiomTests {
    @Test func transformEnvironmentChangesTheInheritedValueInPlace() throws {
        let nested = DepthBar()
            .transformEnvironment(\.depth) { $0 += 1 }
            .transformEnvironment(\.depth) { $0 *= 2 }
        // The outer transform runs first: (1 * 2) + 1.
        #expect(layout(nested).frame.width == 30)
        try expectSameRender(Text("Title").transformEnvironment(\.font) { $0 = .largeTitle },
                             as: Text("Title").font(.largeTitle))
    }

    @Test func toggleTraitsAndAssistiveTechnologyAreReadable() throws {
        let traits: AccessibilityTraits = [.isButton, .isToggle]
        #expect(traits.contains(.isToggle) && !traits.contains(.isTabBar) && !traits.contains(.isModal))
        #expect(!EnvironmentValues().accessibilityEnabled)
        try expectSameRender(Button("Row") {}.accessibilityAddTraits(.isToggle), as: Button("Row") {})
    }

    @Test func aGestureOfAnAppsOwnReportsWhatItsBodyReports() throws {
        let gesture = SimpleDragGesture { _ in }
        #expect(SimpleDragGesture.Value.self == DragGesture.Value.self)
        try expectSameRender(Color.blue.frame(width: 20, height: 20).gesture(gesture),
                             as: Color.blue.frame(width: 20, height: 20))
    }
}
