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

    /// Linux addition: the widget's size in points on a screen of `screenSize` (either
    /// orientation), from the "iOS dimensions" and "iPadOS dimensions" tables of Apple's Human
    /// Interface Guidelines (Widgets, Specifications; on iPad the canvas the widget is laid out
    /// in); `nil` for families the device does not show. Screens the tables do not list take the
    /// sizes of the listed screen nearest in size (*unverified*: 402 and 440 points wide take 393's
    /// and 430's).
    public func viewTreeSize(onScreen screenSize: CGSize) -> CGSize? {
        let width = min(screenSize.width, screenSize.height), height = max(screenSize.width, screenSize.height)
        let table = width >= 700 ? Self.iPadDimensions : Self.iPhoneDimensions
        let row = table.min { a, b in
            (abs(a.screen.width - width), abs(a.screen.height - height)) < (abs(b.screen.width - width), abs(b.screen.height - height))
        }!
        switch self {
        case .systemSmall: return row.small
        case .systemMedium: return row.medium
        case .systemLarge: return row.large
        case .systemExtraLarge: return row.extraLarge
        case .accessoryCircular: return row.circular
        case .accessoryRectangular: return row.rectangular
        case .accessoryCorner, .accessoryInline: return nil
        }
    }

    /// One row of the Human Interface Guidelines' tables: a portrait screen and its widget sizes.
    private struct Dimensions {
        let screen: CGSize, small: CGSize, medium: CGSize, large: CGSize
        var extraLarge: CGSize?, circular: CGSize?, rectangular: CGSize?
    }

    /// The iPad canvases, with no Lock Screen widgets (the HIG gives iPad none).
    private static let iPadDimensions: [Dimensions] = [
        Dimensions(screen: size(768, 1024), small: size(141, 141), medium: size(305.5, 141), large: size(305.5, 305.5),
                   extraLarge: size(634.5, 305.5)),
        Dimensions(screen: size(744, 1133), small: size(141, 141), medium: size(305.5, 141), large: size(305.5, 305.5),
                   extraLarge: size(634.5, 305.5)),
        Dimensions(screen: size(810, 1080), small: size(146, 146), medium: size(320.5, 146), large: size(320.5, 320.5),
                   extraLarge: size(669, 320.5)),
        Dimensions(screen: size(820, 1180), small: size(155, 155), medium: size(342, 155), large: size(342, 342),
                   extraLarge: size(715.5, 342)),
        Dimensions(screen: size(834, 1112), small: size(150, 150), medium: size(327.5, 150), large: size(327.5, 327.5),
                   extraLarge: size(682, 327.5)),
        Dimensions(screen: size(834, 1194), small: size(155, 155), medium: size(342, 155), large: size(342, 342),
                   extraLarge: size(715.5, 342)),
        Dimensions(screen: size(1024, 1366), small: size(170, 170), medium: size(378.5, 170), large: size(378.5, 378.5),
                   extraLarge: size(795, 378.5)),
    ]

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
