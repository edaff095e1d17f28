import Foundation

/// Views whose glass shapes blend and morph together, as SwiftUI's `GlassEffectContainer`: the
/// container draws the glass of the `glassEffect`s inside it, behind its content. Effects of one
/// `glassEffectUnion` with the same shape and variant are one shape (Apple's documentation of
/// `glassEffectUnion(id:namespace:)`); shapes closer than `spacing` blend into one glass
/// (Apple's documentation of `GlassEffectContainer`: "As shapes near one another, their paths
/// start to blend into one another. The higher the spacing, the sooner blending begins"),
/// joined across the gap by a bridge whose width is *unverified* (`GlassBlend.bridgeWidth`).
nonisolated public struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    /// A container whose glass shapes closer than `spacing` blend (`nil`: only shapes that
    /// touch, *unverified*).
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    /// The content over the glass of its shapes.
    public var body: some View {
        let spacing = max(0, (spacing ?? 0).isFinite ? spacing ?? 0 : 0)
        content
            .environment(\.glassEffectContainerSpacing, spacing)
            .backgroundPreferenceValue(GlassShapesKey.self) { shapes in
                GeometryReader { proxy in
                    BlendedGlass(shapes: shapes.map { GlassBlend.Shape(frame: proxy[$0.bounds], record: $0) }, spacing: spacing)
                }
            }
    }
}

/// A `glassEffect`: the glass behind the view, or, in a container, the view's shape handed to
/// the container.
nonisolated struct GlassEffectView<Content: View, S: Shape>: View {
    let content: Content
    let glass: Glass
    let shape: S
    @Environment(\.glassEffectContainerSpacing) private var containerSpacing
    @Environment(\.glassEffectUnion) private var union

    var body: some View {
        if glass.variant == .identity {
            content
        } else if containerSpacing != nil {
            let shape = shape, glass = glass, union = union
            content.anchorPreference(key: GlassShapesKey.self, value: .bounds) {
                [GlassShapeRecord(bounds: $0, path: { shape.path(in: $0) }, shapeType: ObjectIdentifier(S.self), glass: glass, union: union)]
            }
        } else {
            content.background { LiquidGlassShape(shape: shape, glass: glass) }
        }
    }
}

/// The union a view's glass belongs to: an identifier in a namespace.
struct GlassEffectUnionKey: Hashable, @unchecked Sendable {
    let id: AnyHashable
    let namespace: Namespace.ID
}

/// One glass shape inside a container, as the container collects it.
struct GlassShapeRecord {
    let bounds: Anchor<CGRect>
    let path: (CGRect) -> Path
    /// The shape's type: a union joins effects of one shape.
    let shapeType: ObjectIdentifier
    let glass: Glass
    let union: GlassEffectUnionKey?
}

/// The glass shapes inside a container, in the order drawn.
struct GlassShapesKey: PreferenceKey {
    static var defaultValue: [GlassShapeRecord] { [] }
    static func reduce(value: inout [GlassShapeRecord], nextValue: () -> [GlassShapeRecord]) { value += nextValue() }
}

private struct GlassEffectContainerSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct GlassEffectUnionEnvironmentKey: EnvironmentKey { static let defaultValue: GlassEffectUnionKey? = nil }

extension EnvironmentValues {
    /// The blending distance of the glass container around the view, `nil` outside one.
    var glassEffectContainerSpacing: CGFloat? {
        get { self[GlassEffectContainerSpacingKey.self] }
        set { self[GlassEffectContainerSpacingKey.self] = newValue }
    }

    /// The union the view's glass joins (`glassEffectUnion`).
    var glassEffectUnion: GlassEffectUnionKey? {
        get { self[GlassEffectUnionEnvironmentKey.self] }
        set { self[GlassEffectUnionEnvironmentKey.self] = newValue }
    }
}
