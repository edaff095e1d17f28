import Foundation

/// A widget's size class, as WidgetKit's `WidgetFamily`.
public enum WidgetFamily: Int, CaseIterable, Hashable, Sendable, CustomDebugStringConvertible {
    /// A small square on the Home Screen.
    case systemSmall
    /// A wide rectangle on the Home Screen.
    case systemMedium
    /// A large square-ish rectangle on the Home Screen.
    case systemLarge
    /// An extra large rectangle on an iPad's Home Screen.
    case systemExtraLarge
    /// A corner of an Apple Watch face.
    case accessoryCorner
    /// A circle on the Lock Screen.
    case accessoryCircular
    /// A rectangle on the Lock Screen.
    case accessoryRectangular
    /// A line of text above the Lock Screen's clock.
    case accessoryInline

    /// The family's name.
    public var debugDescription: String {
        switch self {
        case .systemSmall: "systemSmall"
        case .systemMedium: "systemMedium"
        case .systemLarge: "systemLarge"
        case .systemExtraLarge: "systemExtraLarge"
        case .accessoryCorner: "accessoryCorner"
        case .accessoryCircular: "accessoryCircular"
        case .accessoryRectangular: "accessoryRectangular"
        case .accessoryInline: "accessoryInline"
        }
    }

    /// Linux addition: the widget's size in points on an iPhone screen of `screenSize` (either
    /// orientation), from the "iOS dimensions" table of Apple's Human Interface Guidelines
    /// (Widgets, Specifications); `nil` for families an iPhone does not show. Screens the table
    /// does not list take the sizes of the listed screen of the nearest width (*unverified*:
    /// 402 and 440 points wide take 393's and 430's).
    public func viewTreeSize(onScreen screenSize: CGSize) -> CGSize? {
        let width = min(screenSize.width, screenSize.height), height = max(screenSize.width, screenSize.height)
        let row = Self.iPhoneDimensions.min { a, b in
            (abs(a.screen.width - width), abs(a.screen.height - height)) < (abs(b.screen.width - width), abs(b.screen.height - height))
        }!
        switch self {
        case .systemSmall: return row.small
        case .systemMedium: return row.medium
        case .systemLarge: return row.large
        case .accessoryCircular: return row.circular
        case .accessoryRectangular: return row.rectangular
        case .systemExtraLarge, .accessoryCorner, .accessoryInline: return nil
        }
    }

    /// One row of the Human Interface Guidelines' table: a portrait screen and its widget sizes.
    private struct Dimensions {
        let screen: CGSize, small: CGSize, medium: CGSize, large: CGSize, circular: CGSize?, rectangular: CGSize?
    }

    private static func size(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }

    private static let iPhoneDimensions: [Dimensions] = [
        Dimensions(screen: size(430, 932), small: size(170, 170), medium: size(364, 170), large: size(364, 382),
                   circular: size(76, 76), rectangular: size(172, 76)),
        Dimensions(screen: size(428, 926), small: size(170, 170), medium: size(364, 170), large: size(364, 382),
                   circular: size(76, 76), rectangular: size(172, 76)),
        Dimensions(screen: size(414, 896), small: size(169, 169), medium: size(360, 169), large: size(360, 379),
                   circular: size(76, 76), rectangular: size(160, 72)),
        Dimensions(screen: size(414, 736), small: size(159, 159), medium: size(348, 157), large: size(348, 357),
                   circular: size(76, 76), rectangular: size(170, 76)),
        Dimensions(screen: size(393, 852), small: size(158, 158), medium: size(338, 158), large: size(338, 354),
                   circular: size(72, 72), rectangular: size(160, 72)),
        Dimensions(screen: size(390, 844), small: size(158, 158), medium: size(338, 158), large: size(338, 354),
                   circular: size(72, 72), rectangular: size(160, 72)),
        Dimensions(screen: size(375, 812), small: size(155, 155), medium: size(329, 155), large: size(329, 345),
                   circular: size(72, 72), rectangular: size(157, 72)),
        Dimensions(screen: size(375, 667), small: size(148, 148), medium: size(321, 148), large: size(321, 324),
                   circular: size(68, 68), rectangular: size(153, 68)),
        Dimensions(screen: size(360, 780), small: size(155, 155), medium: size(329, 155), large: size(329, 345),
                   circular: size(72, 72), rectangular: size(157, 72)),
        Dimensions(screen: size(320, 568), small: size(141, 141), medium: size(292, 141), large: size(292, 311),
                   circular: nil, rectangular: nil),
    ]
}
