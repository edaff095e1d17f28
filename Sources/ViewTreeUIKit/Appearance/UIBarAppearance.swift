import Foundation

/// The look of a bar (iOS 13), as UIKit's `UIBarAppearance`: a background and a shadow, kept as
/// apps set them. Navigation and tab bars are drawn by SwiftUI in their default look; these
/// settings are accepted and not applied.
///
/// Main-actor isolated, as UIKit's `UIBarAppearance` and its navigation bar and tab bar subclasses
/// (`@MainActor class` in https://developer.apple.com/documentation/uikit/uibarappearance); Swift 5
/// code sees it `@preconcurrency`, as it sees UIKit's.
@MainActor @preconcurrency
open class UIBarAppearance: NSObject {
    /// The background colour.
    open var backgroundColor: UIColor?
    /// The background image.
    open var backgroundImage: UIImage?
    /// The blur behind the bar.
    open var backgroundEffect: UIBlurEffect?
    /// The colour of the line under (or over) the bar.
    open var shadowColor: UIColor?
    /// The image of that line.
    open var shadowImage: UIImage?

    /// An appearance with the system's default background (a blur and a hairline).
    override public init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// An appearance with the default background for bars of `idiom` (the same for every idiom
    /// here).
    public convenience init(idiom: UIUserInterfaceIdiom) {
        self.init()
    }

    /// A translucent, blurred background with a shadow, as by default.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundImage = nil
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// An opaque background (the system background) with a shadow.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundImage = nil
        backgroundEffect = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// No background and no shadow.
    open func configureWithTransparentBackground() {
        backgroundColor = nil
        backgroundImage = nil
        backgroundEffect = nil
        shadowColor = nil
    }
}

/// The look of a navigation bar (iOS 13), as UIKit's `UINavigationBarAppearance`: its background
/// and the attributes of its titles and buttons, accepted and not applied.
open class UINavigationBarAppearance: UIBarAppearance {
    /// The attributes of the inline title.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The look of plain bar buttons.
    open var buttonAppearance = UIBarButtonItemAppearance()
    /// The look of done buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance()
    /// The look of the back button.
    open var backButtonAppearance = UIBarButtonItemAppearance()
    /// The back chevron.
    open private(set) var backIndicatorImage: UIImage?
    /// The mask of the back chevron's transition.
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// Sets the back chevron and its transition mask.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }
}

/// The look of a tab bar (iOS 13), as UIKit's `UITabBarAppearance`: its background and the look
/// of its items per layout, accepted and not applied.
open class UITabBarAppearance: UIBarAppearance {
    /// The look of items with the title under the icon.
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// The look of items with the title beside the icon.
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// The look of items beside their icon in compact widths.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    /// The colour of the selected item's indicator.
    open var selectionIndicatorTintColor: UIColor?
}

/// The look of bar button items per state, as UIKit's `UIBarButtonItemAppearance`.
///
/// Main-actor isolated, as UIKit's `UIBarButtonItemAppearance` (`@MainActor class` in
/// https://developer.apple.com/documentation/uikit/uibarbuttonitemappearance); Swift 5 code sees it
/// `@preconcurrency`, as it sees UIKit's.
@MainActor @preconcurrency
open class UIBarButtonItemAppearance: NSObject {
    /// The look when enabled.
    open var normal = UIBarButtonItemStateAppearance()
    /// The look while touched.
    open var highlighted = UIBarButtonItemStateAppearance()
    /// The look when disabled.
    open var disabled = UIBarButtonItemStateAppearance()
    /// The look when focused.
    open var focused = UIBarButtonItemStateAppearance()
}

/// The look of bar button items in one state, as UIKit's `UIBarButtonItemStateAppearance`.
///
/// Main-actor isolated, as UIKit's `UIBarButtonItemStateAppearance` (`@MainActor class` in
/// https://developer.apple.com/documentation/uikit/uibarbuttonitemstateappearance); Swift 5 code
/// sees it `@preconcurrency`, as it sees UIKit's.
@MainActor @preconcurrency
open class UIBarButtonItemStateAppearance: NSObject {
    /// The attributes of the title.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title is moved.
    open var titlePositionAdjustment = UIOffset.zero
}

/// The look of tab bar items per state, as UIKit's `UITabBarItemAppearance`.
///
/// Main-actor isolated, as UIKit's `UITabBarItemAppearance` (`@MainActor class` in
/// https://developer.apple.com/documentation/uikit/uitabbaritemappearance); Swift 5 code sees it
/// `@preconcurrency`, as it sees UIKit's.
@MainActor @preconcurrency
open class UITabBarItemAppearance: NSObject {
    /// The look when not selected.
    open var normal = UITabBarItemStateAppearance()
    /// The look when selected.
    open var selected = UITabBarItemStateAppearance()
    /// The look when disabled.
    open var disabled = UITabBarItemStateAppearance()
    /// The look when focused.
    open var focused = UITabBarItemStateAppearance()
}

/// The look of tab bar items in one state, as UIKit's `UITabBarItemStateAppearance`.
///
/// Main-actor isolated, as UIKit's `UITabBarItemStateAppearance` (`@MainActor class` in
/// https://developer.apple.com/documentation/uikit/uitabbaritemstateappearance); Swift 5 code sees
/// it `@preconcurrency`, as it sees UIKit's.
@MainActor @preconcurrency
open class UITabBarItemStateAppearance: NSObject {
    /// The attributes of the title.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The colour of the icon.
    open var iconColor: UIColor?
    /// The colour of the badge.
    open var badgeBackgroundColor: UIColor?
    /// How far the title is moved.
    open var titlePositionAdjustment = UIOffset.zero
}

/// A distance to move something by, as UIKit's `UIOffset`.
public struct UIOffset: Hashable, Sendable {
    /// The horizontal distance.
    public var horizontal: CGFloat
    /// The vertical distance.
    public var vertical: CGFloat

    /// An offset of `horizontal` and `vertical` points.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}
