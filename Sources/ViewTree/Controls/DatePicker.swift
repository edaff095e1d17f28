import Foundation

/// A control that picks a date, as SwiftUI's `DatePicker`, drawn in iOS's compact style (every
/// `datePickerStyle` draws it): the label at the leading edge, then at the trailing edge the date
/// ("Jan 9, 2024") and the time ("9:41 AM") each in a grey capsule, formatted for the environment's
/// locale, time zone and calendar (en_US, GMT and Gregorian unless set, never the host's).
/// A selection outside the range shows the nearest date of the range.
nonisolated public struct DatePicker<Label: View>: View {
    /// The parts of a date the picker shows.
    public typealias Components = DatePickerComponents

    private let date: Date
    private let components: DatePickerComponents
    private let label: Label
    @Environment(\.self) private var environment

    /// A picker of `selection` showing `displayedComponents`, labelled `label`.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(date: selection.wrappedValue, displayedComponents: displayedComponents, label: label())
    }

    /// A picker of `selection` within `range`.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(date: selection.wrappedValue.clamped(to: range), displayedComponents: displayedComponents, label: label())
    }

    /// A picker of `selection` from `range`'s lower bound on.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(date: max(selection.wrappedValue, range.lowerBound), displayedComponents: displayedComponents,
                  label: label())
    }

    /// A picker of `selection` up to `range`'s upper bound.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(date: min(selection.wrappedValue, range.upperBound), displayedComponents: displayedComponents,
                  label: label())
    }

    private init(date: Date, displayedComponents: DatePickerComponents, label: Label) {
        self.date = date
        components = displayedComponents
        self.label = label
    }

    /// The label, a spacer and the capsules.
    public var body: some View {
        HStack(spacing: 0) {
            if !environment.labelsHidden {
                label
                Spacer(minLength: 8)
            }
            HStack(spacing: DatePickerMetrics.capsuleSpacing) {
                if components.contains(.date) { capsule(dateStyle: .medium, timeStyle: .none) }
                if components.contains(.hourAndMinute) { capsule(dateStyle: .none, timeStyle: .short) }
            }
            .opacity(environment.isEnabled ? 1 : 0.5)
        }
    }

    /// The date formatted with one style, in a grey capsule.
    private func capsule(dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style) -> some View {
        let formatter = DateFormatter()
        formatter.locale = environment.locale
        formatter.timeZone = environment.timeZone
        formatter.calendar = environment.calendar
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        // ICU puts a narrow no-break space before "AM"; the text fonts draw it as a space.
        let text = formatter.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
        return Text(verbatim: text)
            .foregroundStyle(Color.primary)
            .lineLimit(1)
            .fixedSize()
            .padding(.horizontal, DatePickerMetrics.capsuleHorizontalPadding)
            .frame(height: DatePickerMetrics.capsuleHeight)
            .background(Capsule().fill(Color(system: .tertiarySystemFill)))
    }
}

extension DatePicker where Label == Text {
    /// A picker of `selection` titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of `selection` within `range`, titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of `selection` from `range`'s lower bound on, titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of `selection` up to `range`'s upper bound, titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of `selection` titled with the string `title` (verbatim).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker of `selection` within `range`, titled with the string `title` (verbatim).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker of `selection` from `range`'s lower bound on, titled with the string `title` (verbatim).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker of `selection` up to `range`'s upper bound, titled with the string `title` (verbatim).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The parts of a date a `DatePicker` shows, as in SwiftUI.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Options with these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// The compact date picker's capsules. *Unverified*: measured by eye from iOS 17 screenshots of
/// a compact `DatePicker` in a `Form` (the capsule as tall as a bordered button's 34 points).
enum DatePickerMetrics {
    /// The capsule's height.
    static let capsuleHeight: CGFloat = 34
    /// The space on each side of the text inside a capsule.
    static let capsuleHorizontalPadding: CGFloat = 11
    /// The space between the date's capsule and the time's.
    static let capsuleSpacing: CGFloat = 6
}

private extension Date {
    /// The date, or the nearest bound of `range` when it is outside.
    func clamped(to range: ClosedRange<Date>) -> Date { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}
