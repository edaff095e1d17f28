import Foundation

/// A stack of screens with a navigation bar, as SwiftUI's `NavigationStack`. A render shows its
/// top screen: the root, or the screen `navigationDestination(for:)` makes for the last value
/// of `path`, or one a `navigationDestination(isPresented:)` presents. Above it the bar (44
/// points under the status bar) with the screen's toolbar items and title, large below the bar
/// unless the display mode is inline, and on a pushed screen the back button; below it the
/// bottom toolbar when the screen has items for it. The navigation bar is transparent at rest,
/// as iOS shows it over content that has not scrolled, so a list's background runs up under
/// it; `toolbarBackground(.visible, for: .navigationBar)` shows its material.
nonisolated public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    let root: Root
    /// The values of the pushed screens, bottom first.
    let path: [AnyHashable]

    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = []
    }

    /// A stack showing `root` with the screens for `path`'s values pushed on it.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = path.wrappedValue.elements
    }

    /// A stack showing `root` with the screens for `path`'s values pushed on it.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = path.wrappedValue.map { AnyHashable($0) }
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        [NavigationStackNode.stack(showing: root, path: path, in: environment)]
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
        [NavigationStackNode.stack(showing: content, path: [], in: environment)]
    }
}

/// The screens pushed onto a navigation stack, as SwiftUI's type-erased path.
public struct NavigationPath: Equatable {
    private(set) var elements: [AnyHashable] = []

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

    /// The screen a value of `data`'s type in the stack's path (or a `NavigationLink(value:)`)
    /// pushes. When several declare a type, the one nearest the root wins.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let made = NavigationDestination { value in (value.base as? D).map { AnyView(destination($0)) } }
        return navigationPreference { preferences, _ in preferences.destinations.append(made) }
    }

    /// The screen pushed onto the stack while `isPresented` is true, above the screens of the
    /// stack's path.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        presenting(isPresented.wrappedValue ? AnyView(destination()) : nil)
    }

    /// The screen for `item` pushed onto the stack while `item` is not `nil`, above the screens
    /// of the stack's path.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        presenting(item.wrappedValue.map { AnyView(destination($0)) })
    }

    /// This view, asking its stack to push `screen` when there is one.
    private func presenting(_ screen: AnyView?) -> some View {
        navigationPreference { preferences, _ in
            if let screen { preferences.presentedScreens.append(screen) }
        }
    }
}
