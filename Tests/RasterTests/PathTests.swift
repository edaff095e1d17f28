import Foundation
import Testing
@testable import Raster

/// Path construction with SwiftUI's and CoreGraphics' semantics.
struct PathTests {
    @Test func rectangleRunsClockwiseOnScreenFromTheTopLeft() {
        let path = Path(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.elements == [
            .move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 4, y: 2)), .line(to: CGPoint(x: 4, y: 6)),
            .line(to: CGPoint(x: 1, y: 6)), .closeSubpath,
        ])
        #expect(enclosedArea(of: path) == 12)
    }

    @Test func boundingRectFollowsCurvesNotControlPoints() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 5))
        #expect(path.controlPointBounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(Path().boundingRect.isNull)
    }

    @Test func ellipseBoundsAreItsRectangle() {
        let rect = CGRect(x: 3, y: 4, width: 30, height: 12)
        let bounds = Path(ellipseIn: rect).boundingRect
        #expect(abs(bounds.minX - 3) < 1e-9 && abs(bounds.maxX - 33) < 1e-9)
        #expect(abs(bounds.minY - 4) < 1e-9 && abs(bounds.maxY - 16) < 1e-9)
    }

    @Test func arcRunsWithIncreasingAnglesUnlessClockwise() {
        var quarter = Path()
        quarter.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        #expect(quarter.boundingRect.maxY > 9.999)
        var rest = Path()
        rest.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        // Clockwise from 0 to 90 goes the long way round: through -90 (up on screen).
        #expect(rest.boundingRect.minY < -9.999)
        #expect(rest.boundingRect.minX < -9.999)
    }

    @Test func fullArcIsACircle() {
        var circle = Path()
        circle.addArc(center: CGPoint(x: 5, y: 5), radius: 4, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        circle.closeSubpath()
        // Cubic quarter arcs bulge outwards by at most 2.7e-4 of the radius, as CoreGraphics' do.
        #expect(abs(enclosedArea(of: circle) - Double.pi * 16) / (Double.pi * 16) < 6e-4)
    }

    @Test func tangentArcRoundsACorner() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        let end = path.currentPoint!
        #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 4) < 1e-9)
        guard case .line(let start) = path.elements[1] else {
            Issue.record("expected a line to the arc's start, got \(path.elements[1])")
            return
        }
        #expect(abs(start.x - 6) < 1e-9 && start.y == 0)
    }

    @Test func continuousCornersStartFurtherAlongTheEdgeThanCircularOnes() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let continuous = Path(roundedRect: rect, cornerRadius: 10, style: .continuous)
        let circular = Path(roundedRect: rect, cornerRadius: 10, style: .circular)
        #expect(continuous.elements.first == .move(to: CGPoint(x: 100 - 15.28665, y: 0)))
        #expect(circular.elements.first == .move(to: CGPoint(x: 90, y: 0)))
    }

    /// UIKit's jump to round ends once a continuous corner would pass the middle of the shorter
    /// side (2 x 1.528665 radii): radius 16 on a 48-point side is a capsule, on a 49-point side
    /// not (Apple Developer Forums thread 789134).
    @Test func continuousCornersTooLongForTheSideGiveRoundEnds() {
        let capsule = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 48), cornerRadius: 16, style: .continuous)
        // (Cubic quarter circles enclose 0.03% more than circles do.)
        #expect(abs(enclosedArea(of: capsule) / (52 * 48 + Double.pi * 576) - 1) < 0.001)
        let rounded = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 49), cornerRadius: 16, style: .continuous)
        #expect(abs((100 * 49 - enclosedArea(of: rounded)) / (4 * 256) - 0.2253) < 0.0005)
        let circle = Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 20, style: .continuous)
        #expect(abs(enclosedArea(of: circle) / (Double.pi * 400) - 1) < 0.001)
    }

    @Test func hugeCornerRadiusGivesACapsule() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let capsule = Path(roundedRect: rect, cornerRadius: 500, style: .circular)
        let expected = 60 * 40 + Double.pi * 400
        #expect(abs(enclosedArea(of: capsule) - expected) < 0.5)
    }

    @Test func drawingWithoutACurrentPointStartsASubpath() {
        var path = Path()
        path.addLine(to: CGPoint(x: 3, y: 4))
        #expect(path.elements == [.move(to: CGPoint(x: 3, y: 4))])
        #expect(path.currentPoint == CGPoint(x: 3, y: 4))
    }

    @Test func transformsComposeLikeCoreGraphics() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 3))
        let inverse = t.inverted()
        #expect(CGPoint(x: 12, y: 3).applying(inverse) == CGPoint(x: 1, y: 1))
        let rotation = CGAffineTransform(rotationAngle: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(rotation)
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
        #expect(CGRect(x: 0, y: 0, width: 2, height: 1).applying(rotation).width.rounded() == 1)
    }
}

/// Trimming a path to fractions of its length.
struct PathTrimTests {
    @Test func trimCutsAtFractionsOfTheWholeLength() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        // Perimeter 40 from the top left clockwise: 0.125 is (5, 0), 0.5 is (10, 10).
        #expect(square.trimmedPath(from: 0.125, to: 0.5).elements
            == [.move(to: CGPoint(x: 5, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10))])
        // The closing edge counts: the last quarter runs up the left side.
        #expect(square.trimmedPath(from: 0.75, to: 1).elements
            == [.move(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 0, y: 0))])
    }

    @Test func trimSpansSubpathsAndKeepsWholeOnesClosed() {
        var path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 20, y: 0, width: 10, height: 10))
        let trimmed = path.trimmedPath(from: 0, to: 0.75)
        #expect(trimmed.elements.filter { $0 == .closeSubpath }.count == 1)
        #expect(trimmed.elements.last == .line(to: CGPoint(x: 30, y: 10)))
    }

    @Test func emptyOrWholeTrims() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(circle.trimmedPath(from: 0.6, to: 0.6).isEmpty)
        #expect(circle.trimmedPath(from: .nan, to: 0.5).boundingRect.maxX <= 20)
        #expect(circle.trimmedPath(from: 0, to: 1) == circle)
    }

    @Test func circlesStartAtTheirTrailingPointAndRunClockwise() {
        let quarter = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)).trimmedPath(from: 0, to: 0.25)
        let bounds = quarter.boundingRect
        // From (20, 10) round to (10, 20): the bottom right quarter.
        #expect(abs(bounds.minX - 10) < 0.01 && abs(bounds.maxX - 20) < 0.01)
        #expect(abs(bounds.minY - 10) < 0.01 && abs(bounds.maxY - 20) < 0.01)
    }
}
