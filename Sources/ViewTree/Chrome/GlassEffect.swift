import Foundation

// iOS 26's Liquid Glass API, as SwiftUI spells it. The glass is drawn as the bars draw it
// (`LiquidGlassLook`): what is behind the shape blurred, tinted and edged. What only moves
// (interaction, morphing between shapes, transitions) has nothing to draw in a still frame.

/// A configuration of the Liquid Glass material, as SwiftUI's `Glass`.
public struct Glass: Equatable, Sendable {
    enum Variant: Equatable, Sendable {
        case regular, clear, identity
    }

    let variant: Variant
    /// The colour laid over the glass, if any.
    let tintColor: Color?
    /// Whether the glass reacts to touches (on a device).
    let isInteractive: Bool

    /// The glass bars and controls use.
    public static var regular: Glass { Glass(variant: .regular, tintColor: nil, isInteractive: false) }

    /// More transparent glass, for controls over photos and video.
    public static var clear: Glass { Glass(variant: .clear, tintColor: nil, isInteractive: false) }

    /// No glass: the content as it is.
    public static var identity: Glass { Glass(variant: .identity, tintColor: nil, isInteractive: false) }

    /// This glass tinted with `color` (`nil`: untinted).
    public func tint(_ color: Color?) -> Glass {
        Glass(variant: variant, tintColor: color, isInteractive: isInteractive)
    }

    /// This glass reacting to touches, on a device.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
    }
}

/// The shape `glassEffect` uses unless given one: a capsule.
nonisolated public struct DefaultGlassEffectShape: Shape {
    /// The default shape.
    public init() {}
    /// A capsule filling `rect`.
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// How a view with glass enters and leaves, as SwiftUI's `GlassEffectTransition`; a still frame
/// shows the view in place.
public struct GlassEffectTransition: Sendable {
    /// The glass morphs from the shape it replaces.
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition() }
    /// The glass morphs from the shape it replaces, matching `properties` about `anchor`.
    public static func matchedGeometry(properties: MatchedGeometryProperties = .frame,
                                       anchor: UnitPoint = .center) -> GlassEffectTransition {
        GlassEffectTransition()
    }
    /// The glass appears by bending light progressively.
    public static var materialize: GlassEffectTransition { GlassEffectTransition() }
    /// No transition.
    public static var identity: GlassEffectTransition { GlassEffectTransition() }
}

nonisolated extension View {
    /// Liquid Glass in `shape` behind the view, filling its frame (padding included), as
    /// SwiftUI's `glassEffect(_:in:)`.
    /// Inside a `GlassEffectContainer` the container draws the glass, blended with its
    /// neighbours'.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        GlassEffectView(content: self, glass: glass, shape: shape)
    }

    /// Identifies the view's glass for morphing in `namespace`, on a device.
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
        unchangedInRender()
    }

    /// Joins the view's glass with the other views' of the same `id` in `namespace` into one
    /// shape, in a `GlassEffectContainer`: the first view's shape over the frames of them all.
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View {
        environment(\.glassEffectUnion, id.map { GlassEffectUnionKey(id: AnyHashable($0), namespace: namespace) })
    }

    /// How the view's glass enters and leaves, on a device.
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { unchangedInRender() }
}
