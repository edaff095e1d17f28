import Foundation
import ViewTree

// UIKit's names for the traits a snapshot or a dynamic colour reads, so that code written for iOS
// (`traits: .init(userInterfaceStyle: .dark)`, `UIColor { $0.userInterfaceStyle == .dark ? ... }`)
// compiles unchanged on Linux. Only the traits that change a rendering are modelled.

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark

    /// UIKit's style for SwiftUI's colour scheme.
    public init(_ colorScheme: ColorScheme) {
        self = colorScheme == .dark ? .dark : .light
    }
}

/// How much room an axis has.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// The direction of horizontal layout.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight, rightToLeft
}

/// The kind of device.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac, vision
}

/// The preferred size of text (Dynamic Type), with UIKit's names.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
    public static let small = Self(rawValue: "UICTContentSizeCategoryS")
    public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
    public static let large = Self(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// SwiftUI's name for this size; `nil` when unspecified.
    var dynamicTypeSize: DynamicTypeSize? {
        let order: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
            .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
        ]
        return order.firstIndex(of: self).flatMap { DynamicTypeSize(rawValue: $0) }
    }
}

/// The traits a snapshot renders with: appearance, scale, text size, layout direction and size
/// classes. Unspecified traits leave the layout's or device's own.
public struct UITraitCollection: Hashable, Sendable {
    /// Light or dark appearance.
    public private(set) var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// Pixels per point; 0 is unspecified.
    public private(set) var displayScale: CGFloat = 0
    /// The horizontal size class.
    public private(set) var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    /// The vertical size class.
    public private(set) var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    /// The direction of horizontal layout.
    public private(set) var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    /// The text size.
    public private(set) var preferredContentSizeCategory = UIContentSizeCategory.unspecified
    /// The kind of device (informational: it does not change a rendering).
    public private(set) var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
    /// Linux addition: the iOS release whose look to draw; `nil` leaves `ViewTreeOSVersion.default`.
    public private(set) var viewTreeOSVersion: ViewTreeOSVersion?

    /// The traits code runs under when nothing says otherwise: the light appearance. Set it (or use
    /// `performAsCurrent(_:)`) to resolve dynamic colours in another appearance.
    nonisolated(unsafe) public static var current = UITraitCollection(userInterfaceStyle: .light)

    /// Runs `actions` with these traits as `current`.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = UITraitCollection.current
        UITraitCollection.current = self
        defer { UITraitCollection.current = previous }
        try actions()
    }

    /// No traits specified.
    public init() {}
    /// Only an appearance.
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    /// Only a display scale.
    public init(displayScale: CGFloat) { self.displayScale = displayScale }
    /// Only a horizontal size class.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.horizontalSizeClass = horizontalSizeClass }
    /// Only a vertical size class.
    public init(verticalSizeClass: UIUserInterfaceSizeClass) { self.verticalSizeClass = verticalSizeClass }
    /// Only a layout direction.
    public init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.layoutDirection = layoutDirection }
    /// Only a text size.
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }
    /// Only a device idiom.
    public init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.userInterfaceIdiom = userInterfaceIdiom }
    /// Linux addition: only the iOS release whose look to draw (`traits: .init(viewTreeOSVersion: .iOS17)`).
    public init(viewTreeOSVersion: ViewTreeOSVersion) { self.viewTreeOSVersion = viewTreeOSVersion }

    /// The traits of `collections` together; a later collection's specified traits win.
    public init(traitsFrom collections: [UITraitCollection]) {
        for other in collections {
            if other.userInterfaceStyle != .unspecified { userInterfaceStyle = other.userInterfaceStyle }
            if other.displayScale > 0 { displayScale = other.displayScale }
            if other.horizontalSizeClass != .unspecified { horizontalSizeClass = other.horizontalSizeClass }
            if other.verticalSizeClass != .unspecified { verticalSizeClass = other.verticalSizeClass }
            if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
            if other.preferredContentSizeCategory != .unspecified {
                preferredContentSizeCategory = other.preferredContentSizeCategory
            }
            if other.userInterfaceIdiom != .unspecified { userInterfaceIdiom = other.userInterfaceIdiom }
            if let version = other.viewTreeOSVersion { viewTreeOSVersion = version }
        }
    }

    /// Linux addition: `environment` with these traits applied where they are specified.
    @_spi(ViewTreeInternals) public func apply(to environment: inout EnvironmentValues) {
        switch userInterfaceStyle {
        case .light: environment.colorScheme = .light
        case .dark: environment.colorScheme = .dark
        case .unspecified: break
        }
        switch layoutDirection {
        case .leftToRight: environment.layoutDirection = .leftToRight
        case .rightToLeft: environment.layoutDirection = .rightToLeft
        case .unspecified: break
        }
        if let size = preferredContentSizeCategory.dynamicTypeSize { environment.dynamicTypeSize = size }
        if let sizeClass = horizontalSizeClass.swiftUI { environment.horizontalSizeClass = sizeClass }
        if let sizeClass = verticalSizeClass.swiftUI { environment.verticalSizeClass = sizeClass }
        if let viewTreeOSVersion { environment.viewTreeOSVersion = viewTreeOSVersion }
    }
}

extension UIUserInterfaceSizeClass {
    /// UIKit's size class for SwiftUI's.
    public init(_ sizeClass: UserInterfaceSizeClass) {
        self = sizeClass == .compact ? .compact : .regular
    }

    var swiftUI: UserInterfaceSizeClass? {
        switch self {
        case .compact: return .compact
        case .regular: return .regular
        case .unspecified: return nil
        }
    }
}

/// What has traits, as UIKit's `UITraitEnvironment`: views and view controllers. Main-actor
/// isolated, as UIKit's (`@MainActor protocol` in https://developer.apple.com/documentation/uikit/uitraitenvironment).
@MainActor @preconcurrency
public protocol UITraitEnvironment: AnyObject {
    /// The traits in effect.
    var traitCollection: UITraitCollection { get }
    /// Called when the traits change (never in a render, which draws with one set of traits).
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
