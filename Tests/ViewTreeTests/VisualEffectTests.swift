import Foundation
import Testing
@testable import ViewTree

/// `visualEffect` and `scrollTransition`: effects made from the laid-out geometry, drawn
/// without changing layout.
@MainActor struct VisualEffectTests {
    /// The effect sees the view's frame: a square 30 points down is moved back up by it.
    @Test func visualEffectReadsTheLaidOutFrame() throws {
        let view = VStack(spacing: 0) {
            Color.white.frame(width: 20, height: 30)
            Color.red.frame(width: 20, height: 10)
                .visualEffect { content, proxy in content.offset(y: -proxy.frame(in: .global).minY) }
        }
        let renderer = ImageRenderer(content: view)
        // Layout unchanged: the red square is laid out at 30 (its drawing moved, as `offset` does).
        #expect(renderer.layout.first(named: "visualEffect")?.frame == CGRect(x: 0, y: 30, width: 20, height: 10))
        let canvas = try renderer.canvas
        let red = opaque(255, 56, 60)
        #expect(canvas.pixel(x: 10, y: 5) == red && canvas.pixel(x: 10, y: 35).alpha == 0)
    }

    @Test func effectsComposeAsViewModifiersDo() throws {
        let square = Color.blue.frame(width: 20, height: 20).padding(10)
        let effected = square.visualEffect { content, _ in content.scaleEffect(0.5).opacity(0.5).rotationEffect(.zero) }
        let modified = square.scaleEffect(0.5).opacity(0.5).rotationEffect(.zero)
        #expect(try ImageRenderer(content: effected).canvas.bitmap.pixels == ImageRenderer(content: modified).canvas.bitmap.pixels)
        let empty = square.visualEffect { content, _ in content }
        #expect(try ImageRenderer(content: empty).canvas.bitmap.pixels == ImageRenderer(content: square).canvas.bitmap.pixels)
    }

    /// Rows wholly in view get the identity phase; a row cut by the bottom edge the
    /// bottom-trailing one.
    @Test func scrollTransitionPhasesFollowTheViewport() throws {
        var phases: [ScrollTransitionPhase] = []
        let list = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<3) { index in
                    Color.green.frame(height: 40)
                        .scrollTransition { content, phase in
                            MainActor.assumeIsolated { phases.append(phase) }
                            return content.opacity(phase.isIdentity ? 1 : 0.2)
                        }
                }
            }
        }
        .frame(width: 50, height: 100)
        let canvas = try ImageRenderer(content: list).canvas
        #expect(phases == [.identity, .identity, .bottomTrailing])
        #expect(canvas.pixel(x: 25, y: 20).alpha == 255 && canvas.pixel(x: 25, y: 90).alpha < 100)
        #expect(ScrollTransitionPhase.topLeading.value == -1 && ScrollTransitionPhase.identity.value == 0)
    }
}
