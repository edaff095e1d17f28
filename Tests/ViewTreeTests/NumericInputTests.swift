import Foundation
import Testing
@testable import ViewTree
import Raster

/// Numbers that are not valid sizes (NaN, infinities, negatives, subnormals) given to the public
/// API render as SwiftUI renders them, or fail with a thrown error, never a trap.
@MainActor struct NumericInputTests {
    nonisolated static let badNumbers: [CGFloat] = [.nan, .infinity, -.infinity, -3, 1e-300, .leastNonzeroMagnitude, -0.0, 1e300]

    /// Renders `view`; a thrown error is fine, a trap is not.
    private func survive<V: View>(_ view: V, scale: CGFloat = 2) {
        let renderer = ImageRenderer(content: view)
        renderer.scale = scale
        _ = renderer.issues
        _ = renderer.layoutWarnings
        _ = try? renderer.canvas
    }

    @Test(arguments: [CGFloat(0.1), 0.33, 0.5, 0.77, 1.3, 7.25])
    func resizableImageOffThePixelGridIsSliced(_ offset: CGFloat) {
        let avatar = Image(testBitmap(width: 7, height: 5)).resizable().scaledToFill()
            .frame(width: 33.3 + offset, height: 33.3 + offset).clipShape(Circle())
        survive(HStack(spacing: offset) { Color.red.frame(width: offset, height: 1); avatar }.padding(offset), scale: 3)
        survive(avatar.offset(x: offset, y: offset), scale: 3)
        // The image is drawn, its middle in red.
        let canvas = try? render(avatar.padding(offset), scale: 3)
        let middle = Int(((33.3 + offset) / 2 + offset) * 3)
        #expect(canvas?.pixel(x: middle, y: middle) == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        survive(Image(testBitmap(width: 9, height: 9)).resizable(capInsets: EdgeInsets(top: 4.5, leading: 4.5, bottom: 4.5, trailing: 4.5))
            .frame(width: offset, height: offset * 2).position(x: offset, y: offset), scale: 3)
    }

    @Test(arguments: badNumbers)
    func imageScale(_ value: CGFloat) {
        survive(Image(testBitmap(width: 8, height: 8), scale: value).resizable().frame(width: 10.3, height: 10.7))
        survive(Image(testBitmap(width: 8, height: 8), scale: value))
        survive(Color.red.frame(width: 10, height: 10), scale: value)
    }

    @Test(arguments: badNumbers)
    func geometry(_ value: CGFloat) {
        // An invalid flexible limit is ignored; an invalid fixed dimension is no width.
        if !(value >= 0 && value.isFinite) {
            let flexible = Color.red.frame(minWidth: value, idealWidth: value, maxWidth: value).frame(height: 5)
            #expect(layout(flexible, proposal: ProposedViewSize(width: 30, height: 30)).frame.size == CGSize(width: 30, height: 5))
            #expect(layout(Color.red.frame(width: value, height: 5)).frame.size == CGSize(width: 0, height: 5))
        }
        survive(Color.red.frame(width: value, height: value))
        survive(Color.red.frame(minWidth: value, idealWidth: value, maxWidth: value, minHeight: value, idealHeight: value, maxHeight: value))
        survive(Color.red.frame(width: 10, height: 10).padding(value).offset(x: value, y: value))
        survive(VStack(spacing: value) { Color.red; Color.blue }.frame(width: 10, height: 10))
        survive(HStack(spacing: value) { Text("a"); Text("b") })
        survive(RoundedRectangle(cornerRadius: value).frame(width: 10, height: 10))
        survive(Circle().stroke(lineWidth: value).frame(width: 10, height: 10))
        survive(Circle().strokeBorder(.red, lineWidth: value).frame(width: 10, height: 10))
        survive(Color.red.frame(width: 10, height: 10).cornerRadius(value))
        // A ratio of 1e-300 or 1e300 filling a frame draws the image 1e300 points across (it trapped).
        survive(Image(testBitmap(width: 7, height: 5)).resizable().aspectRatio(CGSize(width: value, height: 1), contentMode: .fill)
            .frame(width: 33.3, height: 33.3).clipped())
        survive(Image(testBitmap(width: 7, height: 5)).resizable().aspectRatio(value, contentMode: .fill).frame(width: 20, height: 20))
    }

    @Test(arguments: badNumbers)
    func effects(_ value: CGFloat) {
        survive(Color.red.frame(width: 10, height: 10).opacity(value))
        survive(Color.red.frame(width: 10, height: 10).blur(radius: value))
        survive(Color.red.frame(width: 10, height: 10).shadow(radius: value, x: value, y: value))
        survive(Color.red.frame(width: 10, height: 10).scaleEffect(value))
        survive(Color.red.frame(width: 10, height: 10).rotationEffect(.degrees(value)))
    }

    @Test(arguments: badNumbers)
    func text(_ value: CGFloat) {
        survive(Text("Hello").kerning(value))
        survive(Text("Hello").tracking(value))
        survive(Text("Hello\nworld").lineSpacing(value))
        survive(Text("Hello world").minimumScaleFactor(value).frame(width: 20))
        survive(Text("Hello").font(.system(size: value)))
    }
}
