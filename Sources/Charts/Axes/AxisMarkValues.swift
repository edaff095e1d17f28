import Foundation

/// Which values of an axis get marks, as Swift Charts' `AxisMarkValues`.
public struct AxisMarkValues {
    enum Kind {
        /// About `desiredCount` round values (the chart's choice when `nil`).
        case automatic(desiredCount: Int?)
        case explicit([ChartDatum])
        case numberStride(Double)
        case dateStride(Calendar.Component, count: Int)
    }

    let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// Round values the chart chooses.
    public static var automatic: AxisMarkValues { AxisMarkValues(.automatic(desiredCount: nil)) }

    /// About `desiredCount` round values.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(.automatic(desiredCount: desiredCount))
    }

    /// Round values at least `minimumStride` apart, about `desiredCount` of them.
    public static func automatic<P: BinaryFloatingPoint>(minimumStride: P, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
                                                         roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(.automatic(desiredCount: desiredCount))
    }

    /// Every multiple of `stepSize`.
    public static func stride<P: BinaryFloatingPoint>(by stepSize: P, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(.numberStride(Double(stepSize)))
    }

    /// The start of every `count` calendar `component`s (every day, every 3 months).
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(.dateStride(component, count: max(1, count)))
    }

    /// The values given.
    static func explicit(_ values: [ChartDatum]) -> AxisMarkValues { AxisMarkValues(.explicit(values)) }
}

/// An axis value that axis marks are drawn for, as Swift Charts' `AxisValue`.
public struct AxisValue {
    /// The value.
    let datum: ChartDatum
    /// The value's index among the axis's values.
    public let index: Int
    /// The number of the axis's values.
    public let count: Int

    /// The value as `type`, or `nil` when it is not one.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        let primitives: [Any]
        switch datum {
        case .number(let number): primitives = [number, Int(exactly: number.rounded()) ?? 0, Float(number), CGFloat(number)]
        case .category(let string): primitives = [string]
        case .date(let date): primitives = [date]
        }
        for primitive in primitives {
            if let primitive = primitive as? P.PrimitivePlottable { return P(primitivePlottable: primitive) }
        }
        return nil
    }
}
