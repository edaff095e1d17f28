import Foundation

/// Two or three columns of navigation, as SwiftUI's `NavigationSplitView`. In a compact width (an
/// iPhone, a narrow iPad split) it collapses into a navigation stack showing the sidebar, as iOS
/// does (`preferredCompactColumn` chooses another column). In a regular width the columns stand
/// side by side, the sidebar and the middle column 320 points wide (*unverified*: UIKit's split
/// view sidebar width on an 11-inch iPad), each in a navigation stack of its own with a separator
/// between them; `columnVisibility` `.detailOnly` shows the detail alone.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    private let sidebar: Sidebar
    private let content: Content?
    private let detail: Detail
    private let visibility: NavigationSplitViewVisibility
    private let compactColumn: NavigationSplitViewColumn
    @Environment(\.horizontalSizeClass) private var sizeClass

    /// Three columns: a sidebar, the content it selects from, and the detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
                @ViewBuilder detail: () -> Detail) {
        self.init(visibility: .automatic, compactColumn: .sidebar, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Three columns, showing those `columnVisibility` says.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility.wrappedValue, compactColumn: .sidebar, sidebar: sidebar(),
                  content: content(), detail: detail())
    }

    /// Three columns, showing `preferredCompactColumn` when collapsed.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility.wrappedValue, compactColumn: preferredCompactColumn.wrappedValue,
                  sidebar: sidebar(), content: content(), detail: detail())
    }

    private init(visibility: NavigationSplitViewVisibility, compactColumn: NavigationSplitViewColumn,
                 sidebar: Sidebar, content: Content?, detail: Detail) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.visibility = visibility
        self.compactColumn = compactColumn
    }

    /// The columns side by side, or the stack they collapse into.
    public var body: some View {
        if sizeClass == .regular {
            HStack(spacing: 0) {
                if visibility != .detailOnly {
                    NavigationStack { sidebar }.frame(width: NavigationSplitViewMetrics.columnWidth)
                    Divider().ignoresSafeArea()
                    if let content {
                        NavigationStack { content }.frame(width: NavigationSplitViewMetrics.columnWidth)
                        Divider().ignoresSafeArea()
                    }
                }
                NavigationStack { detail }
            }
        } else {
            NavigationStack {
                switch compactColumn {
                case .detail: AnyView(detail)
                case .content: content.map { AnyView($0) } ?? AnyView(sidebar)
                default: AnyView(sidebar)
                }
            }
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: a sidebar and the detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: .automatic, compactColumn: .sidebar, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// Two columns, showing those `columnVisibility` says.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility.wrappedValue, compactColumn: .sidebar, sidebar: sidebar(), content: nil,
                  detail: detail())
    }

    /// Two columns, showing `preferredCompactColumn` when collapsed.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility.wrappedValue, compactColumn: preferredCompactColumn.wrappedValue,
                  sidebar: sidebar(), content: nil, detail: detail())
    }
}

/// Which columns of a `NavigationSplitView` show, as in SwiftUI.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    private let name: String
    /// As the platform decides: every column in a regular width.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The content and detail columns.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A column of a `NavigationSplitView`, as in SwiftUI.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    private let name: String
    /// The sidebar.
    public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
    /// The middle column.
    public static let content = NavigationSplitViewColumn(name: "content")
    /// The detail.
    public static let detail = NavigationSplitViewColumn(name: "detail")
}

/// How a `NavigationSplitView` sizes its columns, as SwiftUI's `NavigationSplitViewStyle`
/// (every style is drawn the same in ViewTree).
public protocol NavigationSplitViewStyle: Sendable {}

/// The platform's split style.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The automatic style.
    public init() {}
}

/// Columns of balanced widths.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The balanced style.
    public init() {}
}

/// A detail that keeps its width when the others show.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The prominent-detail style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's style.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Balanced widths.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// A prominent detail.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

nonisolated extension View {
    /// The style of the split views inside. Compiles only: every style is drawn the same.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { unchangedInRender() }

    /// The width of the column this view is in. Compiles only: columns are 320 points wide.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { unchangedInRender() }

    /// The widths of the column this view is in. Compiles only: columns are 320 points wide.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        unchangedInRender()
    }
}

/// The columns of a split view in a regular width.
enum NavigationSplitViewMetrics {
    /// The width of the sidebar and of the middle column (*unverified*).
    static let columnWidth: CGFloat = 320
}
