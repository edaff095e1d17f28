import Foundation

/// UIKit's table cell, as UIKit code configures one: its labels, image, accessory and
/// selection style, stored and never drawn.
open class UITableViewCell: UIView {
    /// The identifier it is reused under.
    public let reuseIdentifier: String?
    /// The view to add content to.
    public let contentView = UIView()
    /// The main label.
    public let textLabel: UILabel? = UILabel()
    /// The secondary label (for the styles that have one).
    public let detailTextLabel: UILabel?
    /// The image on the leading side.
    public let imageView: UIImageView? = UIImageView()
    /// The accessory on the trailing side; `.none` by default.
    open var accessoryType = AccessoryType.none
    /// A view shown as the accessory instead.
    open var accessoryView: UIView?
    /// How a selected cell looks; `.default` by default.
    open var selectionStyle = SelectionStyle.default
    /// The view behind the content.
    open var backgroundView: UIView?
    /// The view behind the content when selected.
    open var selectedBackgroundView: UIView?
    /// The insets of the separator under the cell.
    open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)

    /// From an archive, as a storyboard or nib makes it: a render has none, so `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A cell of `style` reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        detailTextLabel = style == .default ? nil : UILabel()
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A default-style cell with `frame`.
    override public convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// The proxy whose properties every table cell takes (see `UIView.appearance()`).
    override open class func appearance() -> UITableViewCell { AppearanceProxies.shared.proxy(UITableViewCell.init) }

    /// The proxy for table cells inside instances of `containerTypes` (see `UIView.appearance()`).
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UITableViewCell {
        AppearanceProxies.shared.proxy(UITableViewCell.init, in: containerTypes)
    }

    /// Accepted for source compatibility: cells are never reused in a render.
    open func prepareForReuse() {}

    /// The layouts of a cell's labels, as UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// The accessory of a cell, as UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// How a selected cell looks, as UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        case none = 0, blue = 1, gray = 2, `default` = 3
    }

    /// The lines between cells, as UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        case none = 0, singleLine = 1
    }
}
