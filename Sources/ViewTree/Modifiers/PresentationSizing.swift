import Foundation

// How big a sheet is (iOS 18): `presentationSizing(.form)`, `.page`, `.fitted` and custom
// sizings, as SwiftUI declares them. Presentations are drawn from the window, which a snapshot of
// the view does not contain, so the sizing compiles and leaves the view as it is.

/// A type that defines the size of a presentation's content and how that size follows its
/// content's size as it changes.
public protocol PresentationSizing {
    /// The size proposed to `root`, the presentation's content, in `context`.
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize
}

/// A proxy to the view a presentation shows, for a `PresentationSizing` to measure.
public struct PresentationSizingRoot {
    private let measure: (ProposedViewSize) -> CGSize

    /// A root whose content answers `sizeThatFits(_:)` with `measure`.
    init(measure: @escaping (ProposedViewSize) -> CGSize) {
        self.measure = measure
    }

    /// The size of the presentation's content view given `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

/// Contextual information about a presentation. Like SwiftUI's, it has no public members yet.
public struct PresentationSizingContext: Sendable {
    /// A context.
    init() {}
}

/// The default presentation sizing, appropriate for the platform.
public struct AutomaticPresentationSizing: PresentationSizing, Sendable {
    /// The size proposed to the content: the sheet's full size, which ViewTree does not know
    /// outside a window (unspecified).
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        .unspecified
    }
}

/// A size roughly that of a page of paper, for informational or compositional content.
public struct PagePresentationSizing: PresentationSizing, Sendable {
    /// The size proposed to the content (unspecified: the platform's page size is not known here).
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        .unspecified
    }
}

/// A size for forms, slightly narrower than `.page`.
public struct FormPresentationSizing: PresentationSizing, Sendable {
    /// The size proposed to the content (unspecified: the platform's form size is not known here).
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        .unspecified
    }
}

/// A size dictated by the ideal size of the content.
public struct FittedPresentationSizing: PresentationSizing, Sendable {
    /// `nil` in both dimensions: the content's ideal size.
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        .unspecified
    }
}

/// A sizing with some of its dimensions fitted to the content or kept from growing smaller.
private struct AdjustedPresentationSizing<Base: PresentationSizing>: PresentationSizing {
    enum Adjustment { case fitted, sticky }
    let base: Base
    let adjustment: Adjustment
    let horizontal: Bool
    let vertical: Bool

    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        let proposal = base.proposedSize(for: root, context: context)
        guard adjustment == .fitted else { return proposal }
        return ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}

extension PresentationSizing {
    /// This sizing, with the dimensions set to `true` fitted to the content's ideal size.
    public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing {
        AdjustedPresentationSizing(base: self, adjustment: .fitted, horizontal: horizontal, vertical: vertical)
    }

    /// This sizing, with the dimensions set to `true` growing with the content but never
    /// shrinking below the largest size they reached.
    public func sticky(horizontal: Bool, vertical: Bool) -> some PresentationSizing {
        AdjustedPresentationSizing(base: self, adjustment: .sticky, horizontal: horizontal, vertical: vertical)
    }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    /// The default sizing, appropriate for the platform.
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
    /// Roughly the size of a page of paper.
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
    /// Appropriate for forms, slightly less wide than `.page`.
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
    /// The content's ideal size.
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

nonisolated extension View {
    /// Sets the size of presentations (sheets) from this view. Compiles only: a snapshot of the
    /// view does not contain the window presentations are drawn in.
    public func presentationSizing(_ sizing: some PresentationSizing) -> some View { unchangedInRender() }
}
