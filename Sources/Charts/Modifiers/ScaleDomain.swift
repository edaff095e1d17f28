import Foundation

/// The values a chart's scale spans, as Swift Charts' `ScaleDomain`: a closed range of numbers or
/// dates, an array of categories (in order), or an automatic domain.
public protocol ScaleDomain {}

/// A domain as a scale uses it.
enum ChartDomain {
    /// The domain spans these values (the bounds of a range, or categories in order).
    case explicit([ChartDatum])
    /// The domain is inferred from the data.
    case automatic(includesZero: Bool?, reversed: Bool?)
}

/// A scale domain the module knows how to read.
protocol ChartDomainConvertible {
    var chartDomain: ChartDomain { get }
}

/// A domain inferred from the chart's data, as Swift Charts' `AutomaticScaleDomain`.
public struct AutomaticScaleDomain: ScaleDomain, ChartDomainConvertible {
    let chartDomain: ChartDomain
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The domain of the data, with zero (`includesZero`, the default for numbers) and reversed or not.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(chartDomain: .automatic(includesZero: includesZero, reversed: reversed))
    }

    /// The domain of the data.
    public static var automatic: AutomaticScaleDomain { .automatic() }
}

extension ClosedRange: ScaleDomain, ChartDomainConvertible where Bound: Plottable {
    var chartDomain: ChartDomain { .explicit([ChartDatum(lowerBound), ChartDatum(upperBound)]) }
}

extension Range: ScaleDomain, ChartDomainConvertible where Bound: Plottable {
    var chartDomain: ChartDomain { .explicit([ChartDatum(lowerBound), ChartDatum(upperBound)]) }
}

extension Array: ScaleDomain, ChartDomainConvertible where Element: Plottable {
    var chartDomain: ChartDomain { .explicit(map { ChartDatum($0) }) }
}

/// How a scale maps values to positions, as Swift Charts' `ScaleType`; a render maps every
/// continuous scale linearly.
public enum ScaleType: Hashable, Sendable {
    /// As the chart decides.
    case automatic
    /// Linear.
    case linear
    /// Logarithmic.
    case log
    /// Square root.
    case squareRoot
    /// A power of `exponent`.
    case power(exponent: Double? = nil)
    /// Categories in bands.
    case category
    /// Dates.
    case date
}
