import Foundation

/// Text whose characters depend on the environment: a number or date formatted with the
/// environment's locale, time zone and calendar, or a time measured from its reference date.
/// Two are equal when they format the same value the same way.
struct FormattedString: Hashable, @unchecked Sendable {
    // Unchecked: `value` and `format` hold Sendable values (see the initialisers).
    private let value: AnyHashable
    private let format: AnyHashable
    private let render: @Sendable (EnvironmentValues) -> String

    /// Formats `value` with `format`, in the environment's locale where `format` takes one.
    init<F: FormatStyle>(_ value: F.FormatInput, format: F)
        where F.FormatInput: Hashable & Sendable, F.FormatOutput == String, F: Sendable {
        self.value = value
        self.format = format
        render = { environment in
            let localized = (format as? any EnvironmentFormattable).map { $0.adapted(to: environment) }
            return (localized as? F ?? format).format(value)
        }
    }

    /// Formats `value` with a `printf`-style `specifier`, as SwiftUI's interpolations do.
    init<T: CVarArg & Hashable & Sendable>(_ value: T, specifier: String) {
        self.value = value
        format = specifier
        render = { String(format: specifier, locale: $0.locale, value) }
    }

    /// `date` in `style`.
    init(_ date: Date, style: Text.DateStyle) {
        value = date
        format = style
        render = { style.format(date, in: $0) }
    }

    /// The characters shown in `environment`.
    func string(in environment: EnvironmentValues) -> String { render(environment) }

    static func == (lhs: FormattedString, rhs: FormattedString) -> Bool {
        lhs.value == rhs.value && lhs.format == rhs.format
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
        hasher.combine(format)
    }
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
