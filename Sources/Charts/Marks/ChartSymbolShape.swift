import Foundation
import Raster
import ViewTree

/// A shape that marks a point of a chart, as Swift Charts' `ChartSymbolShape`.
public protocol ChartSymbolShape: Shape {
    /// The part of a unit square the shape looks as big as, so that symbols of one size look alike.
    var perceptualUnitRect: CGRect { get }
}

/// The symbols a chart gives its series in turn, as Swift Charts' `BasicChartSymbolShape`.
nonisolated public struct BasicChartSymbolShape: ChartSymbolShape {
    enum Kind: Sendable, CaseIterable {
        case circle, square, triangle, diamond, pentagon, plus, cross, asterisk
    }

    let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// A circle.
    public static let circle = BasicChartSymbolShape(.circle)
    /// A square.
    public static let square = BasicChartSymbolShape(.square)
    /// A triangle, pointing up.
    public static let triangle = BasicChartSymbolShape(.triangle)
    /// A diamond.
    public static let diamond = BasicChartSymbolShape(.diamond)
    /// A pentagon.
    public static let pentagon = BasicChartSymbolShape(.pentagon)
    /// A plus sign.
    public static let plus = BasicChartSymbolShape(.plus)
    /// A cross.
    public static let cross = BasicChartSymbolShape(.cross)
    /// An asterisk.
    public static let asterisk = BasicChartSymbolShape(.asterisk)

    /// The symbols `symbol(by:)` gives series in turn: circle, square, triangle, diamond and
    /// pentagon (Stack Overflow answer 79405781, observed on iOS 18.3).
    static let series: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon]

    /// The whole square (*unverified*: Swift Charts' own rects are not published).
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    /// The symbol's outline in `rect`.
    public nonisolated func path(in rect: CGRect) -> Path {
        switch kind {
        case .circle: return Path(ellipseIn: rect)
        case .square: return Path(rect.insetBy(dx: rect.width * 0.06, dy: rect.height * 0.06))
        case .triangle: return polygon(in: rect, corners: 3, rotation: 0)
        case .diamond: return polygon(in: rect, corners: 4, rotation: 0)
        case .pentagon: return polygon(in: rect, corners: 5, rotation: 0)
        case .plus: return bars(in: rect, rotation: 0, count: 2)
        case .cross: return bars(in: rect, rotation: .pi / 4, count: 2)
        case .asterisk: return bars(in: rect, rotation: 0, count: 3)
        }
    }

    /// A regular polygon of `corners` in `rect`, its first corner at the top.
    private nonisolated func polygon(in rect: CGRect, corners: Int, rotation: Double) -> Path {
        let radius = min(rect.width, rect.height) / 2
        let center = CGPoint(x: rect.midX, y: rect.midY)
        return Path { path in
            for index in 0..<corners {
                let angle = rotation - Double.pi / 2 + 2 * Double.pi * Double(index) / Double(corners)
                let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
        }
    }

    /// `count` bars through the centre of `rect`, evenly turned, the first by `rotation`.
    private nonisolated func bars(in rect: CGRect, rotation: Double, count: Int) -> Path {
        let length = min(rect.width, rect.height), thickness = length / 4
        let bar = Path(CGRect(x: -length / 2, y: -thickness / 2, width: length, height: thickness))
        return Path { path in
            for index in 0..<count {
                let angle = rotation + Double.pi * Double(index) / Double(count)
                let transform = CGAffineTransform(rotationAngle: angle).concatenating(CGAffineTransform(translationX: rect.midX, y: rect.midY))
                path.addPath(bar, transform: transform)
            }
        }
    }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// A circle.
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape.circle }
    /// A square.
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape.square }
    /// A triangle, pointing up.
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape.triangle }
    /// A diamond.
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape.diamond }
    /// A pentagon.
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape.pentagon }
    /// A plus sign.
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape.plus }
    /// A cross.
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape.cross }
    /// An asterisk.
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape.asterisk }
}

/// A symbol a mark is drawn with: a shape's outline in a square.
struct ChartSymbol {
    let path: (CGRect) -> Path

    init(_ shape: some ChartSymbolShape) {
        path = { shape.path(in: $0) }
    }
}
