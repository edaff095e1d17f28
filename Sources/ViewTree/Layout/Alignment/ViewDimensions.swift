import Foundation

/// A view's size and alignment guides, as `alignmentGuide` closures and custom layouts see
/// them. Horizontal guides are measured from the leading edge, so they read the same in
/// right-to-left layouts.
public struct ViewDimensions {
    let size: CGSize
    private let explicitValue: (AlignmentKey) -> CGFloat?

    /// Dimensions of a view of `size` whose explicit guides `explicitValue` gives.
    init(size: CGSize, explicitValue: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        self.size = size
        self.explicitValue = explicitValue
    }

    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    /// Where `guide` is: the view's explicit value, or the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    /// Where `guide` is: the view's explicit value, or the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    /// The view's explicit value for `guide`, if it or its content sets one.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
    /// The view's explicit value for `guide`, if it or its content sets one.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    subscript(key: AlignmentKey) -> CGFloat {
        explicitValue(key) ?? key.id.defaultValue(in: self)
    }
}

extension ViewDimensions: Equatable {
    /// Dimensions are equal when their sizes and built-in guides are.
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        let keys = [HorizontalAlignment.leading.key, HorizontalAlignment.center.key, HorizontalAlignment.trailing.key,
                    VerticalAlignment.top.key, VerticalAlignment.center.key, VerticalAlignment.bottom.key,
                    VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key]
        return lhs.size == rhs.size && keys.allSatisfy { lhs[$0] == rhs[$0] }
    }
}
