import CoreGraphics
import Raster
import SwiftUI
import Testing
import UIKit
@_spi(ViewTreeInternals) import ViewTreeUIKit

/// A shape rounding only some corners, as apps wrote it before `UnevenRoundedRectangle`:
/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` handed to SwiftUI through `cgPath`.
struct RoundedCornersShape: Shape {
    let radius: CGFloat
    let corners: UIRectCorner

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners,
                                cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}

/// A speech bubble's tail, built as a `CGMutablePath` in a file that imports CoreGraphics.
struct BubbleTail: Shape {
    func path(in rect: CGRect) -> Path {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.closeSubpath()
        return Path(path)
    }
}

@MainActor struct CoreGraphicsPathTests {
    private func pixels(_ view: some View) throws -> [UInt32] {
        try ImageRenderer(content: view.frame(width: 100, height: 60).background(Color.white)).canvas.bitmap.pixels
    }

    @Test func roundingSomeCornersDrawsAsSwiftUIsUnevenRoundedRectangle() throws {
        let shape = RoundedCornersShape(radius: 20, corners: [.topLeft, .topRight]).fill(Color.black)
        let swiftUI = UnevenRoundedRectangle(topLeadingRadius: 20, topTrailingRadius: 20, style: .continuous).fill(Color.black)
        #expect(try pixels(shape) == pixels(swiftUI))
        let canvas = try ImageRenderer(content: shape.frame(width: 100, height: 60).background(Color.white)).canvas
        let white = RGBA8(red: 255, green: 255, blue: 255, alpha: 255), black = RGBA8(red: 0, green: 0, blue: 0, alpha: 255)
        #expect(canvas.pixel(x: 1, y: 1) == white && canvas.pixel(x: 98, y: 1) == white)
        #expect(canvas.pixel(x: 0, y: 59) == black && canvas.pixel(x: 99, y: 59) == black)
    }

    @Test func radiiOverHalfTheShorterSideAreClampedAndTheHeightIgnored() throws {
        let huge = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), byRoundingCorners: .allCorners,
                                cornerRadii: CGSize(width: 500, height: 1))
        let capsule = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), byRoundingCorners: .allCorners,
                                   cornerRadii: CGSize(width: 20, height: 20))
        #expect(Path(huge.cgPath) == Path(capsule.cgPath))
        #expect(!huge.contains(CGPoint(x: 1, y: 1)) && huge.contains(CGPoint(x: 50, y: 1)))
    }

    @Test func mutablePathsBecomeSwiftUIPaths() throws {
        let tail = try pixels(BubbleTail().fill(Color.black))
        let drawn = try pixels(Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 100, y: 0))
            path.addLine(to: CGPoint(x: 50, y: 60))
            path.closeSubpath()
        }.fill(Color.black))
        #expect(tail == drawn)
        let triangle = CGMutablePath()
        triangle.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        #expect(triangle.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(triangle.contains(CGPoint(x: 2, y: 2)) && !triangle.contains(CGPoint(x: 8, y: 8)))
        #expect(Path(triangle).cgPath == triangle.copy())
    }

    @Test func coreGraphicsRoundedRectanglesHaveCircularCorners() {
        let rect = CGRect(x: 0, y: 0, width: 80, height: 40)
        #expect(Path(CGPath(roundedRect: rect, cornerWidth: 10, cornerHeight: 10, transform: nil))
            == Path(roundedRect: rect, cornerRadius: 10, style: .circular))
        var shift = CGAffineTransform(translationX: 5, y: 0)
        #expect(CGPath(rect: rect, transform: &shift).boundingBox == rect.offsetBy(dx: 5, dy: 0))
    }

    @Test func uiKitArcsRunClockwiseAsTheyLookOnScreen() {
        // From 3 o'clock to 6 o'clock: a quarter turn clockwise on screen, three quarters the other way.
        let quarter = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let rest = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let quarterBounds = Path(quarter.cgPath).boundingRect, restBounds = Path(rest.cgPath).boundingRect
        #expect(abs(quarterBounds.minX - 50) < 0.01 && abs(quarterBounds.minY - 50) < 0.01)
        #expect(abs(restBounds.minX - 40) < 0.01 && abs(restBounds.minY - 40) < 0.01)
    }

    @Test func bezierPathsStrokeWithTheirLineStyleInImageRenderers() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }()).image { _ in
            UIColor.black.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 2, y: 10))
            line.addLine(to: CGPoint(x: 18, y: 10))
            line.lineWidth = 4
            line.lineCapStyle = .butt
            var dash: [CGFloat] = [4, 4]
            line.setLineDash(&dash, count: 2, phase: 0)
            line.stroke()
        }
        let pixels = image.pixels
        #expect(pixels?[3, 10].alpha == 255 && pixels?[7, 10].alpha == 0 && pixels?[11, 10].alpha == 255)
        #expect(pixels?[3, 7].alpha == 0 && pixels?[3, 8].alpha == 255)
    }
}
