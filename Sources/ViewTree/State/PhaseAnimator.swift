/// A view that animates through phases, as SwiftUI's `PhaseAnimator`. A render is one still frame
/// of a view nobody has triggered: `content` is drawn in the first phase (a continuous animator's
/// cycle is not run).
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    private let phase: Phase?
    private let content: (Phase) -> Content

    /// Animates through `phases` each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        phase = phases.first { _ in true }
        self.content = content
    }

    /// Animates through `phases` over and over.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        phase = phases.first { _ in true }
        self.content = content
    }

    /// The content in the first phase (nothing when there are no phases).
    public var body: some View {
        if let phase { content(phase) }
    }
}

/// The view a `phaseAnimator` or `keyframeAnimator` modifier is on, as SwiftUI's
/// `PlaceholderContentView`: its content closure places it.
nonisolated public struct PlaceholderContentView<Value>: View {
    let content: AnyView

    /// The view `value`, for an animator's content.
    init(value: Value) where Value: View {
        content = AnyView(value)
    }

    /// `content`, for the body of the transition `Value` (see `Transition`).
    init(content: AnyView) {
        self.content = content
    }

    /// The view.
    public var body: some View { content }
}

nonisolated extension View {
    /// Animates the view through `phases` each time `trigger` changes; a render shows the first phase.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        PhaseAnimator(phases, trigger: trigger, content: { content(PlaceholderContentView(value: self), $0) },
                      animation: animation)
    }

    /// Animates the view through `phases` over and over; a render shows the first phase.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        PhaseAnimator(phases, content: { content(PlaceholderContentView(value: self), $0) }, animation: animation)
    }
}
