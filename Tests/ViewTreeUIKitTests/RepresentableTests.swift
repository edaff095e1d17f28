import Foundation
import Raster
import Testing
import ViewTree
import ViewTreeUIKit

/// A representable as apps write one: a UIKit view made and updated from SwiftUI state.
private struct Wrapped: UIViewRepresentable {
    var color: UIColor
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A controller representable with a coordinator.
private struct Picker: UIViewControllerRepresentable {
    final class Coordinator {}
    func makeCoordinator() -> Coordinator { Coordinator() }
    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}

/// UIViewRepresentable and UIViewControllerRepresentable: they compile as apps write them and
/// take the space offered, drawn empty, each reporting that its UIKit content is not drawn.
@MainActor @Suite struct RepresentableTests {
    @Test func representablesTakeTheSpaceOfferedAndDrawNothing() throws {
        let renderer = ImageRenderer(content: VStack(spacing: 0) {
            Wrapped(color: .red).frame(height: 30)
            Picker().frame(height: 20)
        }.frame(width: 50).background(Color.white))
        let canvas = try renderer.canvas
        #expect(canvas.width == 50 && canvas.height == 50)
        #expect(canvas.pixel(x: 25, y: 15) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(canvas.pixel(x: 25, y: 40) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        let messages = renderer.issues.filter { $0.kind == .notDrawn }.map(\.message).sorted()
        #expect(messages.count == 2, "\(renderer.issues)")
        #expect(messages.first?.hasPrefix("Picker shows a UIViewController, which is not drawn") == true, "\(messages)")
        #expect(messages.last?.hasPrefix("Wrapped shows a UIView, which is not drawn") == true, "\(messages)")
        #expect(renderer.issues.allSatisfy { !$0.isFailure })
    }
}
