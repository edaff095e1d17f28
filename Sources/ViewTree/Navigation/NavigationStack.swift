import Foundation

/// A stack of screens with a navigation bar, as SwiftUI's `NavigationStack`. A render shows its
/// root screen: the bar (44 points under the status bar) with the root's toolbar items and
/// title, large below the bar unless the display mode is inline, and the root laid out below it.
/// The bar is transparent at rest, as iOS shows it over content that has not scrolled, so a
/// list's background runs up under it; `toolbarBackground(.visible, for: .navigationBar)`
/// shows its material (the bar material over the content beneath).
nonisolated public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    let root: Root

    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    /// A stack showing `root`, whose pushed screens `path` holds (a render shows the root).
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    /// A stack showing `root`, whose pushed screens' values `path` holds (a render shows the root).
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        [NavigationStackNode.stack(showing: root, in: environment)]
    }
}

/// SwiftUI's older navigation container: a navigation stack on an iPhone.
nonisolated public struct NavigationView<Content: View>: View, PrimitiveView {
    let content: Content

    /// A navigation view showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        [NavigationStackNode.stack(showing: content, in: environment)]
    }
}

/// The screens pushed onto a navigation stack, as SwiftUI's type-erased path.
public struct NavigationPath: Equatable {
    private var elements: [AnyHashable] = []

    /// An empty path.
    public init() {}

    /// A path of `elements`.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many screens are pushed.
    public var count: Int { elements.count }
    /// Whether no screen is pushed.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes the screen for `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(value) }

    /// Pops `k` screens.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(k, elements.count)) }
}

/// How a navigation view presents itself; on an iPhone always as a stack.
public protocol NavigationViewStyle {}

/// A stack of screens.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack style.
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// A stack of screens.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

nonisolated extension View {
    /// Presents the navigation views inside in `style` (a stack on an iPhone).
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { unchangedInRender() }

    /// The screen a `NavigationLink(value:)` of `data`'s type pushes (a render shows the root).
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        unchangedInRender()
    }

    /// The screen pushed while `isPresented` is true (a render shows the root).
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        unchangedInRender()
    }
}
