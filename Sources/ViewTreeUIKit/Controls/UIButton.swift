import Foundation

/// UIKit's button, as representables and UIKit code configure one: titles, colours and images
/// per state, a configuration, a menu and actions, stored and never drawn (SwiftUI's `Button`
/// is drawn). `sendActions(for: .primaryActionTriggered)` runs its primary action.
open class UIButton: UIControl {
    /// The kind of button it was made as; `.custom` for `init(frame:)`.
    public private(set) var buttonType = ButtonType.custom
    /// The configuration (iOS 15), if the button uses one.
    open var configuration: Configuration?
    /// The menu shown when tapped (with `showsMenuAsPrimaryAction`) or held.
    open var menu: UIMenu?
    /// Whether a tap shows the menu; `false` by default.
    open var showsMenuAsPrimaryAction = false
    /// The label showing the title.
    public let titleLabel: UILabel? = UILabel()
    /// The view showing the image.
    public let imageView: UIImageView? = UIImageView()
    private var titles: [State: String] = [:]
    private var titleColors: [State: UIColor] = [:]
    private var images: [State: UIImage] = [:]

    /// A button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button of `buttonType` whose `primaryAction` answers `.primaryActionTriggered`, titled
    /// with the action's title (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            setTitle(primaryAction.title, for: .normal)
            setImage(primaryAction.image, for: .normal)
        }
    }

    /// A system button with `configuration` and `primaryAction` (iOS 15), whose title and image
    /// the configuration takes when the action has them.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        var configuration = configuration
        if let title = primaryAction?.title, !title.isEmpty { configuration.title = title }
        if let image = primaryAction?.image { configuration.image = image }
        self.configuration = configuration
    }

    /// The proxy whose properties every button takes (see `UIView.appearance()`).
    override open class func appearance() -> UIButton { AppearanceProxies.shared.proxy(UIButton.init) }

    /// The proxy for buttons inside instances of `containerTypes` (see `UIView.appearance()`).
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIButton {
        AppearanceProxies.shared.proxy(UIButton.init, in: containerTypes)
    }

    /// Sets the title for `state`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        if state == .normal { titleLabel?.text = title }
    }
    /// The title for `state`, or the normal one.
    open func title(for state: State) -> String? { titles[state] ?? titles[.normal] }
    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }

    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state] = color }
    /// The title colour for `state`, or the normal one.
    open func titleColor(for state: State) -> UIColor? { titleColors[state] ?? titleColors[.normal] }

    /// Sets the image for `state`.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state] = image
        if state == .normal { imageView?.image = image }
    }
    /// The image for `state`, or the normal one.
    open func image(for state: State) -> UIImage? { images[state] ?? images[.normal] }
    /// The image for the current state.
    open var currentImage: UIImage? { image(for: state) }

    /// Accepted for source compatibility: nothing is drawn, so there is nothing to update.
    open func setNeedsUpdateConfiguration() {}

    /// The kinds of button, as UIKit's `UIButton.ButtonType` (UIKit's raw values).
    public enum ButtonType: Int, Sendable {
        case custom = 0, system = 1, detailDisclosure = 2, infoLight = 3, infoDark = 4, contactAdd = 5, close = 7
        /// The system's plain button.
        public static let plain = ButtonType.system
    }
}
