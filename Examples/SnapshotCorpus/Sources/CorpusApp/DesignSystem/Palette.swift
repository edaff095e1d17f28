import SwiftUI
import UIKit

/// The app's colours: brand colours from the asset catalog, the rest from the system.
public enum Palette {
    public static let brand = Color("BrandPrimary", bundle: .module)
    public static let brandSoft = Color("BrandSoft", bundle: .module)
    public static let card = Color(.secondarySystemGroupedBackground)
    public static let canvas = Color(.systemGroupedBackground)
    public static let positive = Color(uiColor: .systemGreen)
    public static let negative = Color(uiColor: .systemRed)
    public static let hairline = Color(.separator)

    /// The brand colour for UIKit screens.
    public static var brandUIColor: UIColor {
        UIColor(named: "BrandPrimary", in: .module, compatibleWith: nil) ?? .systemIndigo
    }
}

/// The bundle holding the app's asset catalog, for tests and previews.
public enum DesignSystem {
    public static let bundle = Bundle.module
}
