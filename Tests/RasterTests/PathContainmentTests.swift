import Foundation
import Testing
import Raster

/// `Path.contains(_:eoFill:)` and `strokedPath(_:)`, as SwiftUI answers them.
struct PathContainmentTests {
    /// Two concentric squares wound the same way: a ring by the even-odd rule, a square by non-zero.
    private let nested: Path = {
        var path = Path(CGRect(x: 0, y: 0, width: 30, height: 30))
        path.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        return path
    }()

    @Test func theFillRuleDecidesTheHole() {
        #expect(nested.contains(CGPoint(x: 15, y: 15)))
        #expect(!nested.contains(CGPoint(x: 15, y: 15), eoFill: true))
        #expect(nested.contains(CGPoint(x: 5, y: 15), eoFill: true))
        #expect(!nested.contains(CGPoint(x: 35, y: 15)))
    }

    @Test func curvesAndOpenSubpathsCountAsFilled() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(circle.contains(CGPoint(x: 10, y: 0.2)) && !circle.contains(CGPoint(x: 1, y: 1)))
        var open = Path()
        open.addLines([.zero, CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        #expect(open.contains(CGPoint(x: 2, y: 2)) && !open.contains(CGPoint(x: 8, y: 8)))
        #expect(!Path().contains(.zero))
    }

    @Test func aStrokedPathCoversHalfTheLineWidthEachSide() {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 10))
        line.addLine(to: CGPoint(x: 20, y: 10))
        let outline = line.strokedPath(StrokeStyle(lineWidth: 4))
        #expect(outline.contains(CGPoint(x: 10, y: 11.9)) && !outline.contains(CGPoint(x: 10, y: 12.1)))
        #expect(!outline.contains(CGPoint(x: -0.5, y: 10)), "butt caps end at the line's ends")
        let rounded = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round))
        #expect(rounded.contains(CGPoint(x: -1.5, y: 10)))
    }
}
