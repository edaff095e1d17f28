import Foundation
import ViewTree

extension Color {
    /// A UIKit colour as a SwiftUI colour, with both its appearances, so that
    /// `Color(.secondarySystemBackground)` follows the colour scheme as on iOS.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }

    /// A UIKit colour as a SwiftUI colour (`Color(.systemBackground)`). Where an asset symbol
    /// names both a `ColorResource` and a `UIColor` (`Color(.brandPrimary)`), the resource wins,
    /// as on iOS.
    @_disfavoredOverload
    public init(_ color: UIColor) {
        self = color.color
    }
}

