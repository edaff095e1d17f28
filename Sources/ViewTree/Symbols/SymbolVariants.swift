/// Variants of a symbol, as SwiftUI's `SymbolVariants`: `symbolVariant(.fill)` makes
/// `Image(systemName: "heart")` draw `heart.fill`, and `.circle.fill` draws `heart.circle.fill`
/// (or the closest of those names that exists).
public struct SymbolVariants: Hashable, Sendable {
    /// The enclosing shape's name part, if any ("circle", "square", "rectangle").
    let shape: String?
    private var isFilled = false
    private var isSlashed = false

    private init(shape: String?, isFilled: Bool = false, isSlashed: Bool = false) {
        self.shape = shape
        self.isFilled = isFilled
        self.isSlashed = isSlashed
    }

    /// The name parts that enclose a symbol in a shape.
    static let shapeNames: Set<String> = ["circle", "square", "rectangle"]

    /// No variant: the symbol as named.
    public static let none = SymbolVariants(shape: nil)
    /// The symbol in a circle.
    public static let circle = SymbolVariants(shape: "circle")
    /// The symbol in a square.
    public static let square = SymbolVariants(shape: "square")
    /// The symbol in a rectangle.
    public static let rectangle = SymbolVariants(shape: "rectangle")
    /// The filled symbol.
    public static let fill = SymbolVariants(shape: nil, isFilled: true)
    /// The symbol with a slash through it.
    public static let slash = SymbolVariants(shape: nil, isSlashed: true)

    /// These variants in a circle.
    public var circle: SymbolVariants { SymbolVariants(shape: "circle", isFilled: isFilled, isSlashed: isSlashed) }
    /// These variants in a square.
    public var square: SymbolVariants { SymbolVariants(shape: "square", isFilled: isFilled, isSlashed: isSlashed) }
    /// These variants in a rectangle.
    public var rectangle: SymbolVariants { SymbolVariants(shape: "rectangle", isFilled: isFilled, isSlashed: isSlashed) }
    /// These variants, filled.
    public var fill: SymbolVariants { SymbolVariants(shape: shape, isFilled: true, isSlashed: isSlashed) }
    /// These variants with a slash.
    public var slash: SymbolVariants { SymbolVariants(shape: shape, isFilled: isFilled, isSlashed: true) }

    /// Whether these variants include all of `other`'s.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }
}

/// How a symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`: `.hierarchical` and
/// `.palette` paint a two-layer symbol's mark and shape apart, `.multicolor` gives the symbols
/// with known intrinsic colours (`SymbolMulticolor`) those colours and draws the others in the
/// foreground style.
public struct SymbolRenderingMode: Hashable, Sendable {
    private let name: String

    /// One colour: the foreground style.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// Layers in levels of the foreground style.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Layers in the foreground styles given, in order.
    public static let palette = SymbolRenderingMode(name: "palette")
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

extension EnvironmentValues {
    /// The variants symbol images inside a view are drawn in.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// The rendering mode symbol images inside a view ask for (`nil`: the default).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Draws symbol images inside this view in `variant` (`.fill`, `.circle`, `.circle.fill`...).
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }

    /// Draws symbol images inside this view in `mode` (an image's own mode wins).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}
