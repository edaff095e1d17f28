/// A text size setting, as SwiftUI's `ContentSizeCategory` (the older name of
/// `DynamicTypeSize`), read from `@Environment(\.sizeCategory)`.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    /// The standard sizes, smallest first (`large` is the default).
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    /// The accessibility sizes, smallest first.
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { dynamicTypeSize.isAccessibilitySize }

    /// The dynamic type size of the same setting.
    var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: self)!]
    }

    /// The setting of `size`.
    init(_ size: DynamicTypeSize) {
        self = ContentSizeCategory.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!]
    }
}

extension EnvironmentValues {
    /// The text size setting, as a content size category: the `dynamicTypeSize` of the same name.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
}
