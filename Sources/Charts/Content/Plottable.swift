import Foundation
import ViewTree

/// A value of a type Swift Charts plots directly: numbers, strings and dates, as Charts'
/// `PrimitivePlottableProtocol`.
public protocol PrimitivePlottableProtocol {}

/// A type whose values a chart can plot, as Swift Charts' `Plottable`: numbers, strings, dates,
/// and types that stand for one of them (an enum with string raw values, for example).
public protocol Plottable {
    /// The primitive type the values are plotted as.
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// The value as plotted.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value plotted as `primitivePlottable`, or `nil` when there is none.
    init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable where Self: PrimitivePlottableProtocol, PrimitivePlottable == Self {
    /// The value itself.
    public var primitivePlottable: Self { self }
    /// The value itself.
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, RawValue: PrimitivePlottableProtocol, PrimitivePlottable == RawValue {
    /// The raw value.
    public var primitivePlottable: RawValue { rawValue }
    /// The value of raw value `primitivePlottable`.
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

extension Int: PrimitivePlottableProtocol, Plottable {}
extension Double: PrimitivePlottableProtocol, Plottable {}
extension Float: PrimitivePlottableProtocol, Plottable {}
extension CGFloat: PrimitivePlottableProtocol, Plottable {}
extension String: PrimitivePlottableProtocol, Plottable {}
extension Date: PrimitivePlottableProtocol, Plottable {}

/// A plotted value as a scale sees it: a number, a category or a date.
enum ChartDatum: Hashable {
    case number(Double)
    case category(String)
    case date(Date)

    /// The datum of `value`'s primitive value.
    init<Value: Plottable>(_ value: Value) {
        switch value.primitivePlottable {
        case let number as Double: self = .number(number)
        case let number as Int: self = .number(Double(number))
        case let number as Float: self = .number(Double(number))
        case let number as CGFloat: self = .number(Double(number))
        case let date as Date: self = .date(date)
        case let string as String: self = .category(string)
        case let other: self = .category(String(describing: other))
        }
    }

    /// The value on a continuous scale: the number, or the date's seconds since 1970.
    var continuous: Double? {
        switch self {
        case .number(let number): number
        case .date(let date): date.timeIntervalSince1970
        case .category: nil
        }
    }

    /// The text a legend or a category axis shows for the datum.
    var text: Text {
        switch self {
        case .number(let number): Text(number, format: .number)
        case .category(let string): Text(verbatim: string)
        case .date(let date): Text(date, format: .dateTime.month(.abbreviated).day())
        }
    }
}
