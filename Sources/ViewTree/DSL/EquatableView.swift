/// A view SwiftUI updates only when it changes by `==`, as SwiftUI's `EquatableView`: a render
/// draws every view once, so it draws as its content.
nonisolated public struct EquatableView<Content: View & Equatable>: View {
    /// The view compared.
    public var content: Content

    /// A view compared by `==` before updating.
    public init(content: Content) {
        self.content = content
    }

    /// The content.
    public var body: some View { content }
}

nonisolated extension View where Self: Equatable {
    /// This view, updated only when it changes by `==`.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
