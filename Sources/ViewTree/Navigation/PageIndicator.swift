import Foundation

/// How a paged tab view draws its page dots, as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle {
    /// When the capsule behind the dots shows.
    var _backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode { get }
}

/// Page dots, as iOS's page control draws them, with a capsule behind them as
/// `backgroundDisplayMode` says.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the capsule behind the dots shows.
    public enum BackgroundDisplayMode: Hashable, Sendable {
        /// While the dots are touched: never in a render.
        case automatic
        /// Always.
        case always
        /// While the dots are touched: never in a render.
        case interactive
        /// Never.
        case never
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// Page dots with their background shown as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }

    public var _backgroundDisplayMode: BackgroundDisplayMode { backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Page dots without a background at rest.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// Page dots with their background shown as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

private struct PageIndexBackgroundKey: EnvironmentKey {
    static let defaultValue = PageIndexViewStyle.BackgroundDisplayMode.automatic
}

extension EnvironmentValues {
    /// When the capsule behind page dots shows.
    var pageIndexBackground: PageIndexViewStyle.BackgroundDisplayMode {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the page dots of the paged tab views inside in `style`.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexBackground, style._backgroundDisplayMode)
    }
}

/// A paged tab view's dots: one for each page, the selected one white and the others white
/// and faint, in both colour schemes (on a light page they barely show, as on iOS), with a dark
/// translucent capsule behind them when the index view style asks for it always.
final class PageIndicatorNode: LayoutNode {
    private let count: Int
    private let current: Int
    private let showsBackground: Bool

    init(count: Int, current: Int, environment: EnvironmentValues) {
        self.count = count
        self.current = current
        showsBackground = environment.pageIndexBackground == .always
        super.init(name: "PageIndicator", direction: environment.layoutDirection)
    }

    /// The width of the row of dots, from the first dot's leading edge to the last one's
    /// trailing edge.
    private var dotsWidth: CGFloat {
        CGFloat(count - 1) * ChromeMetrics.pageDotPitch + ChromeMetrics.pageDotDiameter
    }

    /// The dots' inset from the capsule's ends: the capsule's round ends centred on the end dots.
    private var capsuleInset: CGFloat { (ChromeMetrics.pageControlHeight - ChromeMetrics.pageDotDiameter) / 2 }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        CGSize(width: dotsWidth + (showsBackground ? 2 * capsuleInset : 0), height: ChromeMetrics.pageControlHeight)
    }

    override func drawContent(in frame: CGRect, into list: inout [ViewTreeDisplayItem]) {
        if showsBackground {
            list.append(.fill(Path(roundedRect: frame, cornerRadius: frame.height / 2, style: .circular), .color(ChromeMetrics.pageIndicatorBackground)))
        }
        let diameter = ChromeMetrics.pageDotDiameter
        let startX = frame.midX - dotsWidth / 2
        for index in 0..<count {
            // Dots run from the leading edge: in right-to-left layouts the first page is on the right.
            let slot = direction == .rightToLeft ? count - 1 - index : index
            let dot = CGRect(x: startX + CGFloat(slot) * ChromeMetrics.pageDotPitch, y: frame.midY - diameter / 2,
                             width: diameter, height: diameter)
            let color = index == current ? ChromeMetrics.currentPageDot : ChromeMetrics.pageDot
            list.append(.fill(Path(ellipseIn: dot), .color(color)))
        }
    }
}
