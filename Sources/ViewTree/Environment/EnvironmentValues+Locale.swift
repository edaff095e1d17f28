import Foundation

private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "GMT")! }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
private struct ReferenceDateKey: EnvironmentKey {
    static let defaultValue = EnvironmentValues.viewTreeDefaultReferenceDate
}

extension EnvironmentValues {
    /// The locale text formats numbers and dates for: en_US unless set, never the host's, so that
    /// renders are the same on every machine.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The time zone dates are shown in: GMT unless set.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The calendar dates are shown in: Gregorian unless set.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// Linux addition: the moment `Text(_:style:)`'s `.relative`, `.offset` and `.timer` styles
    /// measure from, in place of the clock: `viewTreeDefaultReferenceDate` unless set.
    public var viewTreeReferenceDate: Date {
        get { self[ReferenceDateKey.self] }
        set { self[ReferenceDateKey.self] = newValue }
    }

    /// 2024-01-09 09:41:00 GMT, the reference date when none is set.
    public static let viewTreeDefaultReferenceDate = Date(timeIntervalSince1970: 1_704_793_260)
}
