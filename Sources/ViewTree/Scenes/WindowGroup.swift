import Foundation

/// The scene of an app's windows, each showing `content`, as SwiftUI's `WindowGroup`.
nonisolated public struct WindowGroup<Content: View>: Scene {
    /// The window's root view.
    public let content: Content
    /// The group's identifier, for opening windows by it.
    public let id: String?

    /// A group of windows showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.init(id: nil, content: content)
    }

    /// A group identified by `id`.
    public init(id: String?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.id = id
    }

    /// A group titled `title`.
    public init(_ title: Text, id: String? = nil, @ViewBuilder content: () -> Content) {
        self.init(id: id, content: content)
    }

    /// A group titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, id: String? = nil, @ViewBuilder content: () -> Content) {
        self.init(id: id, content: content)
    }

    /// A group titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String? = nil, @ViewBuilder content: () -> Content) {
        self.init(id: id, content: content)
    }

    /// A group of windows each presenting a value of `type` (none, in a render).
    public init<D: Codable & Hashable>(id: String? = nil, for type: D.Type, @ViewBuilder content: (Binding<D?>) -> Content) {
        self.init(id: id) { content(.constant(nil)) }
    }

    /// A group titled `title`, of windows each presenting a value of `type`.
    public init<D: Codable & Hashable>(_ title: Text, id: String, for type: D.Type,
                                       @ViewBuilder content: (Binding<D?>) -> Content) {
        self.init(id: id, for: type, content: content)
    }

    /// A group titled with a localized key, of windows each presenting a value of `type`.
    public init<D: Codable & Hashable>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type,
                                       @ViewBuilder content: (Binding<D?>) -> Content) {
        self.init(id: id, for: type, content: content)
    }

    /// A group titled `title`, of windows each presenting a value of `type`.
    @_disfavoredOverload
    public init<S: StringProtocol, D: Codable & Hashable>(_ title: S, id: String, for type: D.Type,
                                                          @ViewBuilder content: (Binding<D?>) -> Content) {
        self.init(id: id, for: type, content: content)
    }

    public var body: Never { fatalError("WindowGroup has no body") }
}
