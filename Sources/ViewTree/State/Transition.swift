import Foundation

/// Where a view is in a transition, as SwiftUI's `TransitionPhase`.
public enum TransitionPhase: Hashable, Sendable {
    /// About to be inserted.
    case willAppear
    /// In place: inserted and not leaving. A render shows every view in this phase.
    case identity
    /// Removed, on its way out.
    case didDisappear

    /// Whether the view is in place.
    public var isIdentity: Bool { self == .identity }

    /// -1 about to appear, 0 in place, 1 removed.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// How a view enters and leaves, as SwiftUI's `Transition` protocol (iOS 17): its body is the
/// view as each phase shows it. A render shows views in place, so it draws the body of the
/// `.identity` phase (an app's transition that styles its content in place is drawn so):
///
/// ```swift
/// struct Twirl: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content.rotationEffect(.degrees(phase.isIdentity ? 0 : 90))
///     }
/// }
/// ```
public protocol Transition {
    /// The view a phase shows.
    associatedtype Body: View
    /// The view the transition applies to.
    typealias Content = PlaceholderContentView<Self>

    /// `content` as `phase` shows it.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
}

extension Transition {
    /// This transition and `other` together.
    public func combined<T: Transition>(with other: T) -> some Transition { CombinedTransition(first: self, second: other) }

    /// This transition with `animation` (a render shows no animation).
    public func animation(_ animation: Animation?) -> Self { self }
}

/// Two transitions applied together.
struct CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second

    func body(content: Content, phase: TransitionPhase) -> some View {
        second.body(content: PlaceholderContentView(content: AnyView(first.body(content: PlaceholderContentView(content: content.content),
                                                                                     phase: phase))),
                    phase: phase)
    }
}

/// A transition whose identity phase shows the view as it is: the built-in ones, which only
/// change a view as it enters or leaves.
public protocol _ViewTreeInPlaceTransition: Transition where Body == PlaceholderContentView<Self> {}

extension _ViewTreeInPlaceTransition {
    /// The view as it is (the phases before and after are not drawn).
    public func body(content: Content, phase: TransitionPhase) -> PlaceholderContentView<Self> { content }
}

/// A fade, as SwiftUI's `OpacityTransition`.
public struct OpacityTransition: _ViewTreeInPlaceTransition {
    /// A fade.
    public init() {}
}

/// A scale from `scale` around `anchor`, as SwiftUI's `ScaleTransition`.
public struct ScaleTransition: _ViewTreeInPlaceTransition {
    /// The scale the view enters from and leaves to.
    public var scale: Double
    /// The point it scales around.
    public var anchor: UnitPoint

    /// A scale from `scale` around `anchor`.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
}

/// A move from and to `edge`, as SwiftUI's `MoveTransition`.
public struct MoveTransition: _ViewTreeInPlaceTransition {
    /// The edge the view enters from and leaves to.
    public var edge: Edge

    /// A move from and to `edge`.
    public init(edge: Edge) {
        self.edge = edge
    }
}

/// A move by an offset, as SwiftUI's `OffsetTransition`.
public struct OffsetTransition: _ViewTreeInPlaceTransition {
    /// The offset the view enters from and leaves to.
    public var offset: CGSize

    /// A move by `offset`.
    public init(_ offset: CGSize) {
        self.offset = offset
    }
}

/// A push from `edge`, as SwiftUI's `PushTransition`.
public struct PushTransition: _ViewTreeInPlaceTransition {
    /// The edge the view enters from.
    public var edge: Edge

    /// A push from `edge`.
    public init(edge: Edge) {
        self.edge = edge
    }
}

/// A slide in from the leading edge and out to the trailing one, as SwiftUI's `SlideTransition`.
public struct SlideTransition: _ViewTreeInPlaceTransition {
    /// A slide.
    public init() {}
}

/// No transition, as SwiftUI's `IdentityTransition`.
public struct IdentityTransition: _ViewTreeInPlaceTransition {
    /// No transition.
    public init() {}
}

extension BlurReplaceTransition: _ViewTreeInPlaceTransition {}

extension Transition where Self == OpacityTransition {
    /// A fade.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
    /// A scale from nothing.
    public static var scale: ScaleTransition { ScaleTransition(0) }

    /// A scale from `scale` around `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}

extension Transition where Self == MoveTransition {
    /// A move from and to `edge`.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
    /// A move by `offset`.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }

    /// A move by `x` and `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}

extension Transition where Self == PushTransition {
    /// A push from `edge`.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == SlideTransition {
    /// A slide.
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == IdentityTransition {
    /// No transition.
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == BlurReplaceTransition {
    /// A blur as one view replaces another, moving as `configuration` says.
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: configuration)
    }

    /// A blur as one view replaces another.
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
}

extension AnyTransition {
    /// `transition`, type-erased. As AnyTransition's others, it leaves the view as it is in a
    /// render: an app's transition that styles its view in place is drawn so only when given to
    /// `transition(_:)` itself (*unverified* difference from iOS, which draws its identity phase).
    public init<T: Transition>(_ transition: T) {
        self = .identity
    }
}

nonisolated extension View {
    /// How this view enters and leaves, with iOS 17's transitions (`.transition(.scale(0.5))`, an
    /// app's `Transition`): drawn as the transition's identity phase shows it.
    public func transition<T: Transition>(_ transition: T) -> some View {
        _ViewTreeTransitionIdentity(content: self, transition: transition)
    }
}

/// A view as its transition's identity phase shows it.
nonisolated public struct _ViewTreeTransitionIdentity<Content: View, T: Transition>: View {
    let content: Content
    let transition: T

    /// The transition's body at the identity phase.
    public var body: some View {
        transition.body(content: PlaceholderContentView(content: AnyView(content)), phase: .identity)
    }
}
