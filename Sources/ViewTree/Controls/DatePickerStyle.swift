/// How a `DatePicker` is drawn, as SwiftUI's `DatePickerStyle`: `.compact` (the default on iOS),
/// `.graphical` (the inline calendar) or `.wheel` (the spinning wheels).
public protocol DatePickerStyle: Sendable {}

/// The platform's style: compact on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The default style.
    public init() {}
}

/// The date and time in grey pills that open a calendar when tapped.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The compact style.
    public init() {}
}

/// iOS's inline calendar: the month with its chevrons, the weekdays and the days, the selected
/// one circled; with the time, a "Time" row under it.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The graphical style.
    public init() {}
}

/// iOS's spinning wheels: one column per part of the date, the selection in a grey band.
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The wheel style.
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's style.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// Pills.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

/// The built-in date picker styles.
enum DatePickerStyleKind: Hashable, Sendable {
    case compact, graphical, wheel

    init(_ style: some DatePickerStyle) {
        switch style {
        case is GraphicalDatePickerStyle: self = .graphical
        case is WheelDatePickerStyle: self = .wheel
        default: self = .compact
        }
    }
}

private struct DatePickerStyleKey: EnvironmentKey { static let defaultValue = DatePickerStyleKind.compact }

extension EnvironmentValues {
    /// The style date pickers inside a view are drawn in.
    var datePickerStyle: DatePickerStyleKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the date pickers inside this view in `style`.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        transformEnvironment { $0.datePickerStyle = DatePickerStyleKind(style) }
    }
}
