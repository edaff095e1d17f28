import Foundation

/// A control that picks a date, as SwiftUI's `DatePicker`, drawn as iOS draws its
/// `datePickerStyle`: compact (the default: the label, then the date "Jan 9, 2024" and the time
/// "9:41 AM" each in a grey pill), graphical (the month's calendar with the selected day circled,
/// and a "Time" row when the time is shown; no label, as on iOS) or wheel (the label, then one
/// wheel per part of the date). Texts follow the environment's locale, time zone and calendar
/// (en_US, GMT and Gregorian unless set, never the host's); nothing reads the clock, so no day
/// is marked as today. A selection outside the range shows the nearest date of the range.
nonisolated public struct DatePicker<Label: View>: View {
    /// The parts of a date the picker shows.
    public typealias Components = DatePickerComponents

    private let date: Date
    private let bounds: DatePickerBounds
    private let components: DatePickerComponents
    private let label: Label
    @Environment(\.self) private var environment

    /// A picker of `selection` showing `displayedComponents`, labelled `label`.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(date: selection.wrappedValue, bounds: DatePickerBounds(), displayedComponents: displayedComponents,
                  label: label())
    }

    /// A picker of `selection` within `range`.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(date: selection.wrappedValue, bounds: DatePickerBounds(lower: range.lowerBound, upper: range.upperBound),
                  displayedComponents: displayedComponents, label: label())
    }

    /// A picker of `selection` from `range`'s lower bound on.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(date: selection.wrappedValue, bounds: DatePickerBounds(lower: range.lowerBound),
                  displayedComponents: displayedComponents, label: label())
    }

    /// A picker of `selection` up to `range`'s upper bound.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(date: selection.wrappedValue, bounds: DatePickerBounds(upper: range.upperBound),
                  displayedComponents: displayedComponents, label: label())
    }

    private init(date: Date, bounds: DatePickerBounds, displayedComponents: DatePickerComponents, label: Label) {
        self.date = bounds.clamp(date)
        self.bounds = bounds
        components = displayedComponents
        self.label = label
    }

    /// The picker in the environment's style.
    public var body: some View {
        switch environment.datePickerStyle {
        case .compact:
            DatePickerCompactRow(date: date, components: components, label: label)
        case .graphical where components.contains(.date):
            DatePickerCalendar(date: date, bounds: bounds, showsTime: components.contains(.hourAndMinute))
                .opacity(environment.isEnabled ? 1 : 0.5)
        case .graphical:
            // iOS's inline picker of a time alone is its time pill (*unverified* for SwiftUI).
            DatePickerCompactRow(date: date, components: components, label: label)
        case .wheel:
            HStack(spacing: 0) {
                if !environment.labelsHidden {
                    label
                    Spacer(minLength: 8)
                }
                DatePickerWheel(date: date, components: components)
                    .opacity(environment.isEnabled ? 1 : 0.5)
            }
        }
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

/// The dates a picker allows: from `lower` (if any) up to `upper` (if any).
struct DatePickerBounds {
    var lower: Date?
    var upper: Date?

    /// `date`, or the nearest bound when it is outside.
    func clamp(_ date: Date) -> Date {
        let raised = lower.map { Swift.max($0, date) } ?? date
        return upper.map { Swift.min($0, raised) } ?? raised
    }
}
