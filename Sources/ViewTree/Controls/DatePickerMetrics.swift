import Foundation
import Raster

/// The sizes of iOS's date pickers, in one place. Apple publishes none of them; where a value
/// is *measured*, it agrees with a public measurement of the native control:
/// - Flutter's `CupertinoDatePicker` (flutter/flutter, packages/flutter/lib/src/cupertino/
///   date_picker.dart and picker.dart: values "derived from developer.apple.com/design/resources
///   and on iOS simulators with Debug View Hierarchy", the wheel's curvature "eyeballed");
/// - philip-soft/cupertino_calendar_picker (MIT), a Flutter copy of iOS's inline calendar
///   (lib/src/config/package_config.dart and the calendar's widgets);
/// - UIKit's own logs: a `UIPickerView` is 320 by 216 points and a height it is given is "pinned
///   to 216.0" (NYU's course notes, 45.79.140.111/INFO1-CE9236/src/picker), and apps force a
///   wheel `UIDatePicker` to 216 (squimer/DatePickerDialog-iOS-Swift pull request 40).
/// Everything else is *unverified*. iOS 26's look differs from iOS 17's in the pills' and the
/// selection band's shape only (*unverified*: iOS 26 screenshots of Settings' and Calendar's
/// pickers); the calendar and the wheels keep their sizes.
enum DatePickerMetrics {
    // MARK: Compact

    /// A pill's height, text padding and corner radius: 34 tall, 11 on each side of the text,
    /// 6-point corners in iOS 17 (*measured*: cupertino_calendar_picker's time pill, "height
    /// 34.0", "circular(6.0)", "horizontal: 11.0"); a capsule in iOS 26 (*unverified*).
    static let pillHeight: CGFloat = 34
    static let pillHorizontalPadding: CGFloat = 11
    static func pillCornerRadius(_ os: ViewTreeOSVersion) -> CGFloat? { os.hasLiquidGlass ? nil : 6 }
    /// The space between the date's pill and the time's (*unverified*).
    static let pillSpacing: CGFloat = 6

    // MARK: Graphical

    /// The calendar's ideal width, and its height without and with the time row: 320 by 332, or
    /// 378 (*measured*: cupertino_calendar_picker, `calendarWidth`, `calendarDatePickerHeight`,
    /// `calendarDateTimePickerHeight`; UIKit's own `sizeThatFits` gives about 348 and 392 at
    /// another width, react-native-datetimepicker pull request 830). Wider proposals spread the
    /// columns; the height stays.
    static let calendarWidth: CGFloat = 320
    static let calendarHeight: CGFloat = 332
    static let timeRowHeight: CGFloat = 46
    /// The month header: 13 from the top, 44 tall, its title 20 from the leading edge with the
    /// chevron 5 after it; the previous and next chevrons in 44-point squares 2 apart at the
    /// trailing edge (*measured*: cupertino_calendar_picker's calendar_header.dart).
    static let headerTop: CGFloat = 13
    static let headerHeight: CGFloat = 44
    static let headerLeading: CGFloat = 20
    static let headerChevronSpacing: CGFloat = 5
    static let monthButtonSize: CGFloat = 44
    static let monthButtonSpacing: CGFloat = 2
    /// The chevrons' size (*unverified*: SF Symbols at 20 points, semibold, for Cupertino
    /// icons of 20 and 26.5).
    static let headerChevronSize: CGFloat = 20
    /// The weekday row: 11 under the header, 18 tall, inset 12 from the sides; the days' grid
    /// inset 11, its rows 38 tall in a month of six weeks and 46 otherwise, the selection circle
    /// at most 42 across (*measured*: cupertino_calendar_picker).
    static let weekdaysTop: CGFloat = 11
    static let weekdaysHeight: CGFloat = 18
    static let weekdaysInset: CGFloat = 12
    static let gridInset: CGFloat = 11
    static func rowHeight(weeks: Int) -> CGFloat { weeks > 5 ? 38 : 46 }
    static let maxCircleDiameter: CGFloat = 42
    /// Text: the month 17 semibold, weekdays 13 semibold in the tertiary label colour, days 20
    /// regular, the selected day 22 medium in the tint over the tint at 12% (*measured*:
    /// cupertino_calendar_picker's decorations).
    static let monthTitleSize: CGFloat = 17
    static let weekdaySize: CGFloat = 13
    static let daySize: CGFloat = 20
    static let selectedDaySize: CGFloat = 22
    static let selectedDayFillOpacity = 0.12
    /// Days outside the picker's range: the tertiary label colour (*measured*:
    /// cupertino_calendar_picker's disabled day); the chevron of a month outside it too
    /// (*unverified*: that package uses the opaque separator colour).
    static let unavailable = Color(system: .tertiaryLabel)
    /// The time row: a hairline, then "Time" 16 from the leading edge and the time's pill 16
    /// from the trailing edge, 5 above and 7 below the pill (*measured*:
    /// cupertino_calendar_picker's calendar_footer.dart).
    static let timeRowInset: CGFloat = 16

    // MARK: Wheel

    /// The wheels' ideal size, 320 by 216 (*measured*: UIKit and Flutter, above); each row 32
    /// tall; the selected row magnified 2.35/2.1 inside a band as tall, 9 in from the sides
    /// with 8-point corners (a capsule in iOS 26, *unverified*); the other rows at 44.7%
    /// opacity on a cylinder 1.07 times the height across, squeezed 1.25, with a perspective of
    /// 0.003 (*measured*: Flutter's picker.dart and date_picker.dart). The rows' places agree
    /// with an iOS 13 recording (Jinxiansen/SwiftUI, images/example/DatePicker.png, iPhone XR):
    /// rows about 32, 59 and 80 points from the selected one; this model puts them at 31.5, 58
    /// and 77.
    static let wheelWidth: CGFloat = 320
    static let wheelHeight: CGFloat = 216
    static let rowExtent: CGFloat = 32
    static let magnification: CGFloat = 2.35 / 2.1
    static let bandInset: CGFloat = 9
    static func bandCornerRadius(_ os: ViewTreeOSVersion) -> CGFloat? { os.hasLiquidGlass ? nil : 8 }
    static let offCenterOpacity = 0.447
    static let diameterRatio: CGFloat = 1.07
    static let squeeze: CGFloat = 1.25
    static let perspective: CGFloat = 0.003
    /// The rows' text, 21 points (*measured*: Flutter's `dateTimePickerTextStyle`), and the
    /// padding on each side of a column's text (*measured*: Flutter's `_kDatePickerPadSize`).
    static let wheelTextSize: CGFloat = 21
    /// The rows that cannot be chosen (the 30th in February): grey 153 (light) or 117 (dark)
    /// (*measured*: Flutter's `CupertinoColors.inactiveGray`, which its date picker uses).
    static let unavailableWheelText = Color(light: RGBAColor(red8: 153, green8: 153, blue8: 153),
                                            dark: RGBAColor(red8: 117, green8: 117, blue8: 117))
    static let columnPadding: CGFloat = 12
}
