import Foundation
import Testing
@testable import ViewTree

/// One-child modifiers place their content at its size for the proposal it was measured with,
/// as SwiftUI's placement passes the proposal down (OpenSwiftUI's `_PaddingLayout.placement`,
/// `_FrameLayout.placement`), not at its size for the modifier's own size: a view whose size for
/// its own size differs (a column of texts given less height than they want) keeps the layout
/// it was measured at.
@MainActor struct PlacementProposalTests {
    /// A layout half as tall as it is offered, which records the proposals it is placed with.
    private struct HalfHeight: Layout {
        let placed: Recorder<ProposedViewSize>

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 10, height: (proposal.height ?? 100) / 2)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            placed.record(proposal)
        }
    }

    @Test(arguments: ["padding", "frame(width:)", "background", "overlay", "offset", "fixedSize(horizontal:)"])
    func theContentIsPlacedWithTheProposalItWasMeasuredWith(_ modifier: String) throws {
        let placed = Recorder<ProposedViewSize>()
        let content = HalfHeight(placed: placed) { Color.clear }
        let view: AnyView
        switch modifier {
        case "padding": view = AnyView(content.padding(10))
        case "frame(width:)": view = AnyView(content.frame(width: 40))
        case "background": view = AnyView(content.background(Color.blue))
        case "overlay": view = AnyView(content.overlay(Color.blue))
        case "offset": view = AnyView(content.offset(x: 2))
        default: view = AnyView(content.fixedSize(horizontal: true, vertical: false))
        }
        let tree = layout(view, proposal: ProposedViewSize(width: 300, height: 200))
        let offered: CGFloat = modifier == "padding" ? 180 : 200
        #expect(placed.values.last?.height == offered, "\(modifier): placed with what it was measured for")
        let half = try #require(tree.allViews.first { $0.name == "HalfHeight" }).frame
        #expect(half.height == offered / 2)
    }
}
