import Foundation
import Testing
@testable import ViewTree

/// Metal shaders compile as in SwiftUI; Linux runs none, so the view draws as it is and the
/// shader is reported.
@MainActor struct ShaderTests {
    @Test func shaderEffectsLeaveTheViewAsItIsAndAreReported() throws {
        let time = 1.5
        let decorated = titleAndBodyCard
            .colorEffect(ShaderLibrary.tint(.color(.red), .float(0.5)))
            .distortionEffect(ShaderLibrary.default.wave(.float(time), .boundingRect), maxSampleOffset: CGSize(width: 4, height: 4))
            .layerEffect(ShaderLibrary.bundle(.main).pixellate(.float2(CGSize(width: 2, height: 2))), maxSampleOffset: .zero)
        try expectSameRender(decorated, as: titleAndBodyCard)
        let issues = ImageRenderer(content: decorated).issues.filter { $0.kind == .notDrawn }.map(\.message)
        #expect(issues.contains { $0.contains("tint") } && issues.contains { $0.contains("wave") })
        let inEffect = ImageRenderer(content: Text("x").visualEffect { content, proxy in
            content.colorEffect(ShaderLibrary.ripple(.float2(proxy.size), .floatArray([1, 2])))
        })
        #expect(inEffect.issues.contains { $0.message.contains("ripple") })
        let disabled = ImageRenderer(content: Text("x").colorEffect(ShaderLibrary.tint(), isEnabled: false))
        #expect(disabled.issues.isEmpty)
    }

    @Test func aShaderFillPaintsNothingAndIsReported() throws {
        let filled = ImageRenderer(content: Rectangle().fill(ShaderLibrary.stripes(.color(.blue))).frame(width: 8, height: 8))
        #expect(try filled.canvas.bitmap.pixels.allSatisfy { $0 == 0 })
        #expect(filled.issues.contains { $0.kind == .notDrawn && $0.message.contains("stripes") })
    }
}
