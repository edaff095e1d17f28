import Foundation

extension UIButton {
    /// How a button looks (iOS 15), as UIKit's `UIButton.Configuration`: the styles and the
    /// properties apps commonly set, stored and never drawn.
    public struct Configuration {
        /// The title.
        public var title: String?
        /// The styled title.
        public var attributedTitle: AttributedString?
        /// The text under the title.
        public var subtitle: String?
        /// The image.
        public var image: UIImage?
        /// Which side of the title the image is on; `.leading` by default.
        public var imagePlacement = NSDirectionalRectEdge.leading
        /// The space between the image and the title; 0 by default.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle; 0 by default.
        public var titlePadding: CGFloat = 0
        /// The colour of the title and image; the style's by default.
        public var baseForegroundColor: UIColor?
        /// The colour of the background; the style's by default.
        public var baseBackgroundColor: UIColor?
        /// The space around the content.
        public var contentInsets = NSDirectionalEdgeInsets.zero
        /// The corner style; `.dynamic` by default.
        public var cornerStyle = CornerStyle.dynamic
        /// The size; `.medium` by default.
        public var buttonSize = Size.medium
        /// Whether the button shows a spinner; `false` by default.
        public var showsActivityIndicator = false
        /// The style it was made as.
        let style: Style

        /// A configuration of `style` with the defaults above.
        init(style: Style) { self.style = style }

        /// A button without background.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A button with a tinted background.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A button with a grey background.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A button filled with the tint.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// A borderless button.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A bordered button.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A bordered, tinted button.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A bordered button filled with the tint.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// The styles a configuration is made as.
        enum Style {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        /// The corners of a button, as UIKit's `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Sendable {
            case fixed, dynamic, small, medium, large, capsule
        }

        /// The size of a button, as UIKit's `UIButton.Configuration.Size`.
        public enum Size: Sendable {
            case mini, small, medium, large
        }
    }
}
