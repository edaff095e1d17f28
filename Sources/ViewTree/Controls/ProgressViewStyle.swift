/// How progress views look, as SwiftUI's `ProgressViewStyle`. Set one with
/// `progressViewStyle(_:)`. Main-actor isolated, as views are.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view a progress view becomes.
    associatedtype Body: View
    /// The progress and labels of the progress view being drawn.
    typealias Configuration = ProgressViewStyleConfiguration

    /// The view for the progress view described by `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A progress view's progress and labels, handed to a `ProgressViewStyle`.
public struct ProgressViewStyleConfiguration {
    /// A label, as a view.
    nonisolated public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The label.
        public var body: some View { content }
    }

    /// The label of the current value, as a view.
    public typealias CurrentValueLabel = Label

    /// The fraction done, 0...1, or `nil` when not known.
    public let fractionCompleted: Double?
    /// What is in progress, if labelled.
    public let label: Label?
    /// The current value, if labelled.
    public let currentValueLabel: CurrentValueLabel?
}

/// The style progress views have unless one is set: a spinner when the progress is not known,
/// a bar when it is.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The style.
    public init() {}
    /// A spinner or a bar.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A bar 4 points tall across the width offered, filled in the tint (the accent colour unless
/// `tint` sets another) over a grey track as far as the progress goes; the label above it and
/// the current value's label below it, in the secondary colour.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
    private let tint: Color?
    /// The style.
    public init() { tint = nil }
    /// The style with its bar filled in `tint` (iOS 14's spelling, which iOS keeps beside `.tint(_:)`).
    public init(tint: Color) { self.tint = tint }
    /// The bar and its labels.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            ViewTreeProgressBar(fraction: configuration.fractionCompleted ?? 0)
                .modifier(ProgressStyleTint(tint: tint))
            configuration.currentValueLabel
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

/// iOS's activity spinner, still: 8 rounded spokes in grey (or the tint) fading round the
/// circle, 20 points across at the regular control size; the label below it in the secondary
/// colour.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
    private let tint: Color?
    /// The style.
    public init() { tint = nil }
    /// The style with its spokes in `tint` (iOS 14's spelling, which iOS keeps beside `.tint(_:)`).
    public init(tint: Color) { self.tint = tint }
    /// The spinner and its label.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            ProgressSpinner()
                .modifier(ProgressStyleTint(tint: tint))
            configuration.label
                .foregroundStyle(.secondary)
        }
    }
}

/// A progress style's own tint, which wins over the environment's; none leaves the environment's.
nonisolated struct ProgressStyleTint: ViewModifier {
    let tint: Color?

    func body(content: Content) -> some View {
        content.transformEnvironment(\.tint) { if let tint { $0 = tint } }
    }
}

/// A linear progress bar: the track and the filled part.
nonisolated struct ViewTreeProgressBar: View {
    let fraction: Double
    @Environment(\.tint) private var tint

    var body: some View {
        Capsule()
            .fill(ControlMetrics.progressTrack)
            .overlay(alignment: .leading) { ProgressFill(fraction: fraction).fill(tint ?? .accentColor) }
            .frame(height: ControlMetrics.progressBarHeight)
            .frame(maxWidth: .infinity)
    }
}

/// The part of a progress bar's capsule that is done: `fraction` of the way between
/// `endInset` from each end (a slider's thumb travels inside its track's ends), from the start.
nonisolated struct ProgressFill: Shape {
    let fraction: Double
    var endInset: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let length = endInset + (rect.width - 2 * endInset) * fraction
        let done = CGRect(x: rect.minX, y: rect.minY, width: max(0, length), height: rect.height)
        return done.width > 0 ? Capsule().path(in: done) : Path()
    }
}

/// The spinner's spokes, each a shape filling the whole spinner.
nonisolated struct ProgressSpinner: View {
    @Environment(\.controlSize) private var controlSize
    @Environment(\.tint) private var tint

    var body: some View {
        let diameter = ControlMetrics.spinnerDiameter(controlSize)
        let count = ControlMetrics.spinnerSpokes
        ZStack {
            ForEach(0..<count, id: \.self) { index in
                SpinnerSpoke(index: index, count: count)
                    .fill(tint ?? Color.secondary)
                    .opacity(1 - 0.1 * Double(index))
            }
        }
        .frame(width: diameter, height: diameter)
    }
}

/// One spoke of a spinner: a capsule from 22% of the way out to the edge, 10% of the diameter
/// wide (*unverified*), turned clockwise from the top by `index` of `count` turns.
nonisolated struct SpinnerSpoke: Shape {
    let index: Int
    let count: Int

    func path(in rect: CGRect) -> Path {
        let diameter = min(rect.width, rect.height)
        let width = diameter * 0.1
        let spoke = CGRect(x: -width / 2, y: -diameter / 2, width: width, height: diameter * 0.28)
        let angle = 2 * Double.pi * Double(index) / Double(count)
        let turn = CGAffineTransform(rotationAngle: angle)
            .concatenating(CGAffineTransform(translationX: rect.midX, y: rect.midY))
        return Capsule().path(in: spoke).applying(turn)
    }
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default style: a spinner or a bar.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

nonisolated extension ProgressViewStyle {
    /// The progress view described by `configuration`, type-erased.
    func body(for configuration: Configuration) -> AnyView {
        nonisolated(unsafe) let (style, configuration) = (self, configuration)  // used on the main actor only
        return onMainActor { AnyView(style.makeBody(configuration: configuration)) }
    }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: any ProgressViewStyle { DefaultProgressViewStyle() }
}

extension EnvironmentValues {
    /// The style progress views inside a view are drawn in.
    var progressViewStyle: any ProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws progress views inside this view in `style`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        transformEnvironment { $0.progressViewStyle = style }
    }
}
