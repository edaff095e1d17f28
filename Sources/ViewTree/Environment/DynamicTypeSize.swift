/// The user's preferred text size, as in SwiftUI.
public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Orders sizes from smallest to largest.
    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }
}

nonisolated extension View {
    /// Sets the text size of the views inside to `size`, whatever the user's.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the text size of the views inside within `range`: the user's size, clamped (as apps
    /// cap badges and bars at `...DynamicTypeSize.xxxLarge`).
    public func dynamicTypeSize<Range: RangeExpression>(_ range: Range) -> some View where Range.Bound == DynamicTypeSize {
        transformEnvironment { environment in
            let all = DynamicTypeSize.allCases
            let allowed = all.filter { range.contains($0) }
            guard let smallest = allowed.first, let largest = allowed.last else { return }
            environment.dynamicTypeSize = min(max(environment.dynamicTypeSize, smallest), largest)
        }
    }
}
