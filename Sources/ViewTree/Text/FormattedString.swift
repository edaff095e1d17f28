import Foundation

/// Text whose characters depend on the environment: a number or date formatted with the
/// environment's locale, time zone and calendar, or a time measured from its reference date.
/// Two are equal when they format the same value the same way.
struct FormattedString: Hashable, @unchecked Sendable {
    // Unchecked: the value and the format are never mutated after they are stored, and SwiftUI
    // asks only that a formatted value be Equatable, not Sendable.
    private let value: Any
    private let sameValue: (Any) -> Bool
    private let format: AnyHashable
    private let render: (EnvironmentValues) -> String

    /// Formats `value` with `format`, in the environment's locale where `format` takes one.
    init<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.value = value
        sameValue = FormattedString.comparison(with: value)
        self.format = format
        render = { format.resolved(in: $0).format(value) }
    }

    /// Formats `value` with a `printf`-style `specifier`, as SwiftUI's interpolations do.
    init<T: CVarArg & Hashable & Sendable>(_ value: T, specifier: String) {
        self.value = value
        sameValue = FormattedString.comparison(with: value)
        format = specifier
        render = { String(format: specifier, locale: $0.locale, value) }
    }

    /// Formats `value` with `formatter`, in the environment's locale where the formatter takes
    /// the device's (see `Formatter.resolved(in:)`); nothing when it cannot format `value`.
    init(_ value: Any, formatter: Formatter) {
        self.value = value
        sameValue = FormattedString.comparison(with: value)
        format = formatter
        render = { formatter.resolved(in: $0).string(for: value) ?? "" }
    }

    /// `value`, which writes itself with the environment's settings.
    init<V: EnvironmentString>(_ value: V) {
        self.value = value
        sameValue = FormattedString.comparison(with: value)
        format = ObjectIdentifier(V.self)
        render = { value.string(in: $0) }
    }

    /// `date` in `style`.
    init(_ date: Date, style: Text.DateStyle) {
        value = date
        sameValue = FormattedString.comparison(with: date)
        format = style
        render = { style.format(date, in: $0) }
    }

    /// The characters shown in `environment`.
    func string(in environment: EnvironmentValues) -> String { render(environment) }

    /// Whether another value equals `value`: by `==` when its type is Equatable, otherwise never
    /// (two texts formatting such values are then told apart, which costs only a cache miss).
    private static func comparison(with value: Any) -> (Any) -> Bool {
        guard let equatable = value as? any Equatable else { return { _ in false } }
        func equals<T: Equatable>(_ value: T) -> (Any) -> Bool { { ($0 as? T) == value } }
        return equals(equatable)
    }

    static func == (lhs: FormattedString, rhs: FormattedString) -> Bool {
        lhs.format == rhs.format && lhs.sameValue(rhs.value)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(format)
        // Equal values of a Hashable type hash alike; other values hash by their format alone.
        if let hashable = value as? AnyHashable { hasher.combine(hashable) }
    }
}

extension FormatStyle {
    /// This style in the environment's locale (and for dates its time zone and calendar) when it
    /// takes one, so that text formats the same on every machine; otherwise the style as it is.
    func resolved(in environment: EnvironmentValues) -> Self {
        (self as? any EnvironmentFormattable)?.adapted(to: environment) as? Self ?? self
    }
}

/// A value that writes itself with the environment's settings (such as a timer reading measured
/// from the environment's reference date).
protocol EnvironmentString: Hashable {
    /// The characters shown in `environment`.
    func string(in environment: EnvironmentValues) -> String
}

/// A format style that takes the environment's locale (and for dates its time zone and
/// calendar), so that text formats the same on every machine.
protocol EnvironmentFormattable {
    /// The style with the environment's settings.
    func adapted(to environment: EnvironmentValues) -> Self
}

/// A number format style, which needs only the environment's locale (each has `locale(_:)`).
protocol LocalizedNumberFormatStyle: EnvironmentFormattable {
    /// The style in `locale`.
    func locale(_ locale: Locale) -> Self
}

extension LocalizedNumberFormatStyle {
    func adapted(to environment: EnvironmentValues) -> Self { locale(environment.locale) }
}

extension IntegerFormatStyle: LocalizedNumberFormatStyle {}
extension IntegerFormatStyle.Percent: LocalizedNumberFormatStyle {}
extension IntegerFormatStyle.Currency: LocalizedNumberFormatStyle {}
extension FloatingPointFormatStyle: LocalizedNumberFormatStyle {}
extension FloatingPointFormatStyle.Percent: LocalizedNumberFormatStyle {}
extension FloatingPointFormatStyle.Currency: LocalizedNumberFormatStyle {}
extension Decimal.FormatStyle: LocalizedNumberFormatStyle {}
extension Decimal.FormatStyle.Percent: LocalizedNumberFormatStyle {}
extension Decimal.FormatStyle.Currency: LocalizedNumberFormatStyle {}

extension Date.FormatStyle: EnvironmentFormattable {
    func adapted(to environment: EnvironmentValues) -> Self {
        var style = locale(environment.locale)
        style.timeZone = environment.timeZone
        style.calendar = environment.calendar
        return style
    }
}

extension Date.IntervalFormatStyle: EnvironmentFormattable {
    func adapted(to environment: EnvironmentValues) -> Self {
        var style = self
        style.locale = environment.locale
        style.timeZone = environment.timeZone
        style.calendar = environment.calendar
        return style
    }
}
