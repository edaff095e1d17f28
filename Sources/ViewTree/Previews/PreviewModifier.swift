import Foundation

/// Wraps previews in a shared setup, as SwiftUI's `PreviewModifier` (iOS 18): `makeSharedContext()`
/// makes the context once (sample data, a model container) and `body(content:context:)` puts the
/// previewed view in it. Apply one with `#Preview(traits: .modifier(SampleData()))`.
///
/// A render makes the context in a task before it captures the view, as it settles `.task`s,
/// so previews show the wrapped view; a context that throws leaves the preview empty and is
/// reported.
@MainActor @preconcurrency
public protocol PreviewModifier {
    /// What `makeSharedContext()` makes (nothing by default).
    associatedtype Context = Void
    /// The view `body(content:context:)` makes.
    associatedtype Body: View
    /// The previewed view, as the modifier receives it.
    typealias Content = PreviewModifierContent

    /// Makes the context the previews share.
    static func makeSharedContext() async throws -> Context

    /// The previewed view in the modifier's setup.
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    /// Nothing to make.
    public static func makeSharedContext() async throws {}
}

/// The previewed view a `PreviewModifier` wraps.
public struct PreviewModifierContent: View {
    let view: AnyView

    /// The previewed view.
    public var body: some View { view }
}

/// The previewed view in a modifier's body once its context is made.
struct PreviewModifierHost<Modifier: PreviewModifier>: View {
    let modifier: Modifier
    let content: AnyView
    @State private var context: Result<Modifier.Context, any Error>?

    var body: some View {
        Group {
            switch context {
            case .success(let context): modifier.body(content: PreviewModifierContent(view: content), context: context)
            case .failure(let error):
                Color(missing: ViewTreeRenderIssue(kind: .previewSetupFailed,
                                                   message: "\(Modifier.self).makeSharedContext() threw \(error)"))
            case nil: Color.clear
            }
        }
        .task {
            do { context = .success(try await Modifier.makeSharedContext()) } catch { context = .failure(error) }
        }
    }
}
