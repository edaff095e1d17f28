import Foundation

/// How a change animates, as in SwiftUI. A render shows one still frame (the end state), so
/// animations only need to exist for view code to compile.
public struct Animation: Hashable, Sendable {
    private let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// The default animation.
    public static let `default` = Animation("default")
    /// Ease in and out over 0.35 s.
    public static let easeInOut = Animation("easeInOut")
    /// Ease in over 0.35 s.
    public static let easeIn = Animation("easeIn")
    /// Ease out over 0.35 s.
    public static let easeOut = Animation("easeOut")
    /// Linear over 0.35 s.
    public static let linear = Animation("linear")
    /// A spring.
    public static let spring = Animation("spring")
    /// A spring with a little bounce.
    public static let bouncy = Animation("bouncy")
    /// A spring without bounce.
    public static let smooth = Animation("smooth")
    /// A quick spring.
    public static let snappy = Animation("snappy")
    /// An interactive spring.
    public static let interactiveSpring = Animation("interactiveSpring")

    /// Ease in and out over `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation { easeInOut }
    /// Ease in over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation { easeIn }
    /// Ease out over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation { easeOut }
    /// Linear over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { linear }
    /// A spring of the given response and damping.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: TimeInterval = 0) -> Animation { spring }
    /// A spring of the given duration and bounce.
    public static func spring(duration: TimeInterval, bounce: Double = 0) -> Animation { spring }
    /// An interactive spring of the given response and damping.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: TimeInterval = 0.25) -> Animation { interactiveSpring }
    /// An interactive spring of the given duration and extra bounce.
    @_disfavoredOverload
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0,
                                         blendDuration: TimeInterval = 0) -> Animation { interactiveSpring }

    /// The animation after `delay` seconds.
    public func delay(_ delay: TimeInterval) -> Animation { self }
    /// The animation at `speed` times its pace.
    public func speed(_ speed: Double) -> Animation { self }
    /// The animation repeated `count` times.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
    /// The animation repeated for ever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body`, in SwiftUI animating the changes it makes; a render shows their end state.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// How a view enters and leaves, as SwiftUI's `AnyTransition`. A render shows views in place.
public struct AnyTransition: Sendable {
    private init() {}

    /// Fades.
    public static let opacity = AnyTransition()
    /// Scales from nothing.
    public static let scale = AnyTransition()
    /// Slides in from the leading edge.
    public static let slide = AnyTransition()
    /// No change.
    public static let identity = AnyTransition()

    /// Scales from `scale` around `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
    /// Moves in from `edge`.
    public static func move(edge: Edge) -> AnyTransition { .slide }
    /// Pushes in from `edge`.
    public static func push(from edge: Edge) -> AnyTransition { .slide }
    /// Moves by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { .slide }
    /// Moves by `x` and `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { .slide }
    /// Blurs and scales the view out as it is replaced, downwards then up.
    public static let blurReplace = AnyTransition()
    /// Blurs the view out as it is replaced, moving as `configuration` says.
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition {
        .blurReplace
    }
    /// Animates an SF Symbol in and out with its appear and disappear effects.
    public static let symbolEffect = AnyTransition()
    /// One transition for insertion, another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }

    /// This transition and `other` together.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// This transition with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// A transition that blurs a view out as another replaces it, as SwiftUI's
/// `BlurReplaceTransition`; a render shows views in place.
public struct BlurReplaceTransition: Sendable {
    /// Which way the views move while they blur.
    public struct Configuration: Hashable, Sendable {
        private let name: String
        /// The leaving view moves down, the arriving one comes up.
        public static let downUp = Configuration(name: "downUp")
        /// Both move up.
        public static let upUp = Configuration(name: "upUp")
    }

    /// The transition moving as `configuration` says.
    public init(configuration: Configuration) {}
}
