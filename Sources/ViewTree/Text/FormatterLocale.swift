import Foundation

extension Formatter {
    /// This formatter as the rendered device would use it: a number or date formatter left in
    /// the device's locale (and a date formatter in its time zone and calendar) takes the
    /// environment's instead of the host's, so that renders repeat on every machine. A formatter
    /// given its own settings, or of another kind, is used as it is.
    func resolved(in environment: EnvironmentValues) -> Formatter {
        if let numbers = self as? NumberFormatter, numbers.locale == Locale.current,
           let copy = numbers.copy() as? NumberFormatter {
            copy.locale = environment.locale
            return copy
        }
        if let dates = self as? DateFormatter, let copy = dates.copy() as? DateFormatter {
            if dates.locale == Locale.current { copy.locale = environment.locale }
            if dates.timeZone == TimeZone.current { copy.timeZone = environment.timeZone }
            if dates.calendar == Calendar.current { copy.calendar = environment.calendar }
            return copy
        }
        return self
    }
}
