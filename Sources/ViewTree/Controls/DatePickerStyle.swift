/// How a `DatePicker` is drawn, as SwiftUI's `DatePickerStyle`. ViewTree draws every style as
/// the compact style (`.graphical`'s calendar and `.wheel`'s wheels are not drawn).
public protocol DatePickerStyle: Sendable {}

/// The platform's style: compact on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The default style.
    public init() {}
}

/// The date and time in capsules that open a calendar when tapped.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The compact style.
    public init() {}
}

/// A calendar (drawn as the compact style in ViewTree).
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The graphical style.
    public init() {}
}

/// Scrolling wheels (drawn as the compact style in ViewTree).
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The wheel style.
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's style.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// Capsules.
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

nonisolated extension View {
    /// The style of the date pickers inside the view; every style draws the compact one.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { unchangedInRender() }
}
