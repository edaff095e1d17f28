import Foundation

/// UIKit's image view, as representables configure one: the image and how it fills the view,
/// stored and never drawn (a representable's space is left empty).
open class UIImageView: UIView {
    /// The image.
    open var image: UIImage?
    /// The image shown while highlighted.
    open var highlightedImage: UIImage?
    /// Whether the view shows `highlightedImage`; `false` by default.
    open var isHighlighted = false
    /// The images of an animation.
    open var animationImages: [UIImage]?
    /// Whether the animation runs: never, in a render.
    open var isAnimating: Bool { false }

    /// A view showing `image`, its frame the image's size.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// A view showing `image`, or `highlightedImage` while highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// Accepted for source compatibility: renders never animate.
    open func startAnimating() {}
    /// Accepted for source compatibility.
    open func stopAnimating() {}
}
