import Foundation
import Synchronization

/// A problem found while rendering a view that did not stop it from rendering: a missing or
/// undecodable image, a symbol drawn as a placeholder, an `AsyncImage` URL that nothing answered.
/// SwiftUI shows nothing or a placeholder in these cases; ViewTree does the same and says why.
public struct ViewTreeRenderIssue: Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: Hashable, Sendable {
        /// `Image(_:bundle:)` found no image of that name.
        case missingImage
        /// An image file was found but could not be decoded.
        case undecodableImage
        /// `Image(systemName:)` names a symbol ViewTree has no glyph for: like iOS for a name
        /// that is not an SF Symbol, it draws nothing and takes no space.
        case unknownSymbol
        /// `Color(_:bundle:)` found no colour of that name in the asset catalogs, or its
        /// `.colorset` could not be read.
        case missingColor
        /// No image loader answered an `AsyncImage` URL, so it shows its placeholder.
        case unansweredURL
        /// An image loader or a `.task` did not finish before the render's deadline
        /// (`ViewTreeTimeout`): it was cancelled, and the image shows the view as it was.
        case timedOut
        /// A preview rendered in a configuration where its previews have fewer views (they
        /// depend on the environment), so there is nothing to show.
        case missingPreview
        /// A `PreviewModifier`'s `makeSharedContext()` threw, so the preview shows nothing.
        case previewSetupFailed
        /// A modifier was given a number that is not valid for what it sets (NaN, an infinity, a
        /// negative length): the render used a valid one instead, as SwiftUI ignores or clamps it.
        case invalidNumber
        /// A view ViewTree cannot draw (the UIKit view of a `UIViewRepresentable` or
        /// `UIViewControllerRepresentable`, as a render runs no UIKit): its space is left empty.
        case notDrawn
    }

    /// What kind of problem it is.
    public let kind: Kind
    /// A sentence naming the problem and what to do about it.
    public let message: String
    /// Whether a snapshot of the view should fail (an un-answered URL under a strict loader, a
    /// loader or task past the deadline) rather than only report it.
    public let isFailure: Bool

    /// An issue of `kind` described by `message`.
    public init(kind: Kind, message: String, isFailure: Bool = false) {
        self.kind = kind
        self.message = message
        self.isFailure = isFailure
    }

    /// The message.
    public var description: String { message }
}

/// The issues of one layout pass, each once, in the order found.
final class RenderIssueLog: Sendable {
    private let found = Mutex<[ViewTreeRenderIssue]>([])

    func report(_ issue: ViewTreeRenderIssue) {
        found.withLock { issues in
            if !issues.contains(issue) { issues.append(issue) }
        }
    }

    var issues: [ViewTreeRenderIssue] { found.withLock { $0 } }
}

private struct RenderIssueLogKey: EnvironmentKey { static let defaultValue: RenderIssueLog? = nil }

extension EnvironmentValues {
    /// Where views report render issues; the renderer sets it for each pass.
    var renderIssueLog: RenderIssueLog? {
        get { self[RenderIssueLogKey.self] }
        set { self[RenderIssueLogKey.self] = newValue }
    }

    /// Reports `issue` to the current pass, if a renderer is listening.
    func report(_ issue: ViewTreeRenderIssue) {
        renderIssueLog?.report(issue)
    }

    /// Reports the numbers a modifier replaced, if any.
    func report(_ numbers: InvalidNumbers) {
        if let issue = numbers.issue { report(issue) }
    }
}
