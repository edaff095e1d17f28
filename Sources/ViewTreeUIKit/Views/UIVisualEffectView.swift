import Foundation

/// A visual effect, as UIKit's `UIVisualEffect`.
///
/// Main-actor isolated, as UIKit's `UIVisualEffect` and its blur and vibrancy subclasses
/// (`@MainActor class` in https://developer.apple.com/documentation/uikit/uivisualeffect); Swift 5
/// code sees it `@preconcurrency`, as it sees UIKit's.
@MainActor @preconcurrency
open class UIVisualEffect: NSObject {}

/// A blur, as UIKit's `UIBlurEffect` (SwiftUI's materials are drawn; this one is not).
open class UIBlurEffect: UIVisualEffect {
    /// The blur's style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) { self.style = style }

    /// A blur's look, as UIKit's `UIBlurEffect.Style` (UIKit's raw values).
    public enum Style: Int, Sendable {
        case extraLight = 0, light, dark, regular = 4, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight
        case systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
        case systemThickMaterialDark, systemChromeMaterialDark
    }
}

/// Vibrancy over a blur, as UIKit's `UIVibrancyEffect`.
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy is over.
    public let blurEffect: UIBlurEffect

    /// Vibrancy over `blurEffect`.
    public init(blurEffect: UIBlurEffect) { self.blurEffect = blurEffect }
}

/// UIKit's visual effect view, as representables make one for a blur: the effect and a content
/// view, stored and never drawn (a representable's space is left empty).
open class UIVisualEffectView: UIView {
    /// The effect.
    open var effect: UIVisualEffect?
    /// The view to add content to.
    public let contentView = UIView()

    /// A view with `effect`.
    public convenience init(effect: UIVisualEffect?) {
        self.init(frame: .zero)
        self.effect = effect
        addSubview(contentView)
    }
}
