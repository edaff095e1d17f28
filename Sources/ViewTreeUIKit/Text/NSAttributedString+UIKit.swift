import Foundation

/// The attribute keys UIKit adds to `NSAttributedString`, with UIKit's raw values (the
/// `NS…AttributeName` strings), so that attributed text given to UIKit text views compiles.
/// Strings with them are stored, never drawn: a render draws no UIKit text.
extension NSAttributedString.Key {
    /// The `UIFont` of the text.
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` of the text.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The `UIColor` behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The extra space between characters, in points.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The underline style, as an `Int`.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The strikethrough style, as an `Int`.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The link, as a `URL` or `String`.
    public static let link = NSAttributedString.Key("NSLink")
    /// The offset from the baseline, in points.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

/// The kinds of data a text view turns into links, as UIKit's `UIDataDetectorTypes`.
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    /// The kinds as bits.
    public let rawValue: UInt
    /// The kinds in `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Every kind.
    public static let all = UIDataDetectorTypes(rawValue: .max)
}
