import Foundation
import Raster
import Testing
@testable import ViewTree

/// A transition that covers its view in blue while in place, and fades it out of place.
private struct BlueWash: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.overlay(Color.blue.opacity(phase.isIdentity ? 1 : 0)).opacity(phase.isIdentity ? 1 : 0)
    }
}

/// iOS 17's `Transition`: built-in transitions leave a view as it is in a render; an app's
/// transition is drawn as its identity phase shows the view.
@MainActor struct TransitionTests {
    private func pixels(_ view: some View) throws -> [UInt32] {
        try ImageRenderer(content: view.frame(width: 4, height: 4)).canvas.bitmap.pixels
    }

    @Test func builtInTransitionsDrawTheViewInPlace() throws {
        let plain = try pixels(Color.red)
        #expect(try pixels(Color.red.transition(.scale(0.5).combined(with: .opacity))) == plain)
        #expect(try pixels(Color.red.transition(.push(from: .top))) == plain)
        #expect(try pixels(Color.red.transition(.blurReplace(.upUp))) == plain)
        #expect(try pixels(Color.red.transition(.opacity)) == plain)
        #expect(ScaleTransition.scale(0.5, anchor: .top).scale == 0.5 && TransitionPhase.willAppear.value == -1)
    }

    @Test func appTransitionsAreDrawnInTheirIdentityPhase() throws {
        #expect(try pixels(Color.red.transition(BlueWash())) == pixels(Color.blue))
        #expect(try pixels(Color.red.transition(BlueWash().combined(with: .scale))) == pixels(Color.blue))
        // Type-erased, a transition is one of AnyTransition's, which leave the view as it is.
        #expect(try pixels(Color.red.transition(AnyTransition(BlueWash()))) == pixels(Color.red))
    }
}
