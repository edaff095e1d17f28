import Foundation
import Testing
import ViewTree

private struct CloseBar: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        Button(isPresented ? "Close" : "Home") { dismiss() }
    }
}

/// `@Environment(\.dismiss)` and `\.isPresented`: a render's root view is not presented, and
/// dismissing it does nothing.
@MainActor struct DismissActionTests {
    @Test func aRenderedViewIsNotPresented() {
        #expect(layout(CloseBar()).first(text: "Home") != nil)
    }

    @Test func dismissingOutsideAPresentationDoesNothing() {
        let dismiss = EnvironmentValues().dismiss
        dismiss()
        #expect(EnvironmentValues().isPresented == false)
    }
}
