import Foundation

/// UIKit's font picker, as representables wrap one: its configuration and delegate, stored.
/// Never shown in a render, so nothing is picked and the delegate is never called.
open class UIFontPickerViewController: UIViewController {
    /// What the picker offers.
    public let configuration: Configuration
    /// The object told what was picked.
    open weak var delegate: (any UIFontPickerViewControllerDelegate)?
    /// The font picked or shown as selected; none until set.
    open var selectedFontDescriptor: UIFontDescriptor?

    /// From an archive, as a storyboard or nib makes it: a render has none, so `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A picker offering what `configuration` says.
    public init(configuration: Configuration) {
        self.configuration = configuration
        super.init()
    }

    /// A picker with the default configuration.
    override public convenience init() {
        self.init(configuration: Configuration())
    }

    /// What a font picker offers, as UIKit's `UIFontPickerViewController.Configuration`.
    /// Main-actor isolated, as UIKit's (`@MainActor class` in
    /// https://developer.apple.com/documentation/uikit/uifontpickerviewcontroller/configuration-swift.class): a nested
    /// class does not take its outer class's isolation.
    @MainActor @preconcurrency
    open class Configuration: NSObject {
        /// Whether each family's faces are listed; `false` by default.
        open var includeFaces = false
        /// Whether names show in the system font rather than their own; `false` by default.
        open var displayUsingSystemFont = false
        /// The traits every offered font has; none by default.
        open var filteredTraits: UIFontDescriptor.SymbolicTraits = []

        /// The default configuration.
        override public init() {}
    }
}

/// The object a font picker tells what was picked, as UIKit's
/// `UIFontPickerViewControllerDelegate`; every method is optional. Nothing is picked in a render.
@MainActor @preconcurrency
public protocol UIFontPickerViewControllerDelegate: NSObjectProtocol {
    /// A font was picked (`selectedFontDescriptor`).
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)
    /// The user cancelled.
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)
}

extension UIFontPickerViewControllerDelegate {
    /// Does nothing.
    public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {}
    /// Does nothing.
    public func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}
}
