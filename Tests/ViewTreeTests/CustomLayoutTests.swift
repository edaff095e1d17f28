import Foundation
import Testing
@testable import ViewTree

/// A flow layout as users write it: rows left to right, wrapping at the proposed width.
private struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func makeCache(subviews: Subviews) -> [CGSize] {
        subviews.map { $0.sizeThatFits(.unspecified) }
    }

    /// Each subview's origin and the whole size, for rows `maxWidth` wide.
    private func arrange(_ sizes: [CGSize], maxWidth: CGFloat) -> (origins: [CGPoint], size: CGSize) {
        var origins: [CGPoint] = []
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, width: CGFloat = 0
        for size in sizes {
            if x > 0, x + size.width > maxWidth {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            width = max(width, x + size.width)
            rowHeight = max(rowHeight, size.height)
            x += size.width + spacing
        }
        return (origins, CGSize(width: width, height: y + rowHeight))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) -> CGSize {
        arrange(cache, maxWidth: proposal.width ?? .infinity).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) {
        let origins = arrange(cache, maxWidth: bounds.width).origins
        for (subview, origin) in zip(subviews, origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// A row that orders its subviews by rank and spaces them by their spacing preferences; it
/// records the priorities it sees.
private struct RankedRow: Layout {
    let priorities: Recorder<Double>

    private func ordered(_ subviews: Subviews) -> [LayoutSubview] {
        subviews.sorted { $0[Rank.self] < $1[Rank.self] }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let subviews = ordered(subviews)
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let gaps = zip(subviews, subviews.dropFirst()).map { $0.spacing.distance(to: $1.spacing, along: .horizontal) }
        return CGSize(width: sizes.map(\.width).reduce(0, +) + gaps.reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        var previous: LayoutSubview?
        for subview in ordered(subviews) {
            priorities.record(subview.priority)
            if let previous { x += previous.spacing.distance(to: subview.spacing, along: .horizontal) }
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
            previous = subview
        }
    }
}

/// A column that places its subviews one under another and leaves alignment to the defaults.
private struct Column: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.dimensions(in: .unspecified).height
        }
    }
}

/// A layout that places nothing and says where its first baseline is.
private struct Lazy: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 50, height: 50))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide == .firstTextBaseline ? bounds.minY + 5 : nil
    }
}

private enum Marker: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
}

/// The `Layout` protocol: users' layouts, `AnyLayout`, the stack layouts, layout values.
@MainActor struct CustomLayoutTests {
    private var chips: some View {
        ForEach(0..<5) { _ in Color.red.frame(width: 40, height: 20) }
    }

    @Test func flowLayoutWrapsRowsAtTheProposedWidth() {
        let tree = layout(FlowLayout { chips }, proposal: ProposedViewSize(width: 100, height: nil))
        #expect(tree.name == "FlowLayout")
        #expect(tree.frame.size == CGSize(width: 88, height: 76))
        #expect(frames(tree, named: "frame").map(\.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 48, y: 0), CGPoint(x: 0, y: 28),
                                                               CGPoint(x: 48, y: 28), CGPoint(x: 0, y: 56)])
        // Ideal size: one row.
        #expect(layout(FlowLayout { chips }).frame.size == CGSize(width: 232, height: 20))
    }

    @Test func rightToLeftFlowsFromTheRight() {
        let tree = layout(FlowLayout { chips }.environment(\.layoutDirection, .rightToLeft),
                          proposal: ProposedViewSize(width: 100, height: nil))
        #expect(frames(tree, named: "frame").map(\.minX) == [48, 0, 48, 0, 48])
    }

    @Test func anyLayoutSwitchesBetweenStacks() {
        func row(isWide: Bool) -> ViewTreeLayout {
            let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
            return ViewTreeTests.layout(layout {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            })
        }
        #expect(row(isWide: true).name == "HStackLayout")
        #expect(frames(row(isWide: true), named: "Color").map(\.origin) == [.zero, CGPoint(x: 18, y: 0)])
        #expect(frames(row(isWide: false), named: "Color").map(\.origin) == [.zero, CGPoint(x: 0, y: 18)])
        #expect(AnyLayout(AnyLayout(ZStackLayout())).base is ZStackLayout)
    }

    @Test func stackLayoutsLayOutAsTheirStacks() {
        let content = Group {
            Color.red.frame(width: 100, height: 10)
            Spacer()
            Text("Hi").frame(width: 30)
        }
        for (stack, view) in [(layout(VStack(alignment: .leading, spacing: 4) { content }, proposal: ProposedViewSize(width: 200, height: 100)),
                               layout(VStackLayout(alignment: .leading, spacing: 4) { content }, proposal: ProposedViewSize(width: 200, height: 100))),
                              (layout(HStack(alignment: .bottom) { content }, proposal: ProposedViewSize(width: 300, height: 100)),
                               layout(HStackLayout(alignment: .bottom) { content }, proposal: ProposedViewSize(width: 300, height: 100))),
                              (layout(ZStack(alignment: .topTrailing) { content }, proposal: ProposedViewSize(width: 300, height: 100)),
                               layout(ZStackLayout(alignment: .topTrailing) { content }, proposal: ProposedViewSize(width: 300, height: 100)))] {
            #expect(stack.frame == view.frame)
            #expect(stack.children.map(\.frame) == view.children.map(\.frame))
        }
    }

    @Test func layoutValuesPrioritiesAndSpacingReachTheLayout() {
        let priorities = Recorder<Double>()
        let tree = layout(RankedRow(priorities: priorities) {
            Color.red.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 2)
            Color.green.frame(width: 10, height: 10).layoutPriority(3)
            Spacer().frame(width: 5).layoutValue(key: Rank.self, value: 1)
        })
        // Order by rank: green (0), spacer (1), red (2); no spacing next to the spacer.
        #expect(frames(tree, named: "Color").map(\.minX) == [15, 0])
        #expect(priorities.values == [3, 0, 0])
        #expect(tree.frame.width == 25)
    }

    @Test func explicitGuidesOfSubviewsAreMergedByDefault() {
        let marker = VerticalAlignment(Marker.self)
        let tree = layout(HStack(alignment: marker, spacing: 0) {
            Column {
                Color.red.frame(width: 10, height: 10)
                Color.green.frame(width: 10, height: 20).alignmentGuide(marker) { d in d[VerticalAlignment.center] }
            }
            Color.blue.frame(width: 10, height: 10)
        })
        // The column's marker is green's centre, 20 down; blue's is its bottom.
        #expect(frames(tree, named: "Color")[2] == CGRect(x: 10, y: 10, width: 10, height: 10))
    }

    @Test func aLayoutCanSetItsOwnGuidesAndUnplacedSubviewsAreCentred() {
        let tree = layout(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Lazy { Color.red.frame(width: 10, height: 10) }
            Color.blue.frame(width: 10, height: 30)
        })
        // The layout's first baseline is 5 down; blue has none, so its bottom goes there.
        #expect(frames(tree, named: "Color") == [CGRect(x: 20, y: 45, width: 10, height: 10),
                                                  CGRect(x: 50, y: 0, width: 10, height: 30)])
    }

    @Test func subviewsShowTheirDimensionsAndSizes() throws {
        let seen = Recorder<ViewDimensions>()
        struct Probe: Layout {
            let seen: Recorder<ViewDimensions>
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                subviews.forEach { seen.record($0.dimensions(in: ProposedViewSize(width: 300, height: 100))) }
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        _ = layout(Probe(seen: seen) { Text("Hi"); Color.red })
        let text = try #require(seen.values.first), color = try #require(seen.values.last)
        #expect(try text.width == idealWidth("Hi"))
        #expect(text[explicit: .firstTextBaseline] != nil && color[explicit: .firstTextBaseline] == nil)
        #expect(color.width == 300 && color[.trailing] == 300 && color[VerticalAlignment.center] == 50)
        #expect(color[.firstTextBaseline] == 100)
    }

    @Test func proposedViewSizeConstantsAndReplacement() {
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.infinity.width == .infinity)
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize(width: 5, height: nil).replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2))
            == CGSize(width: 5, height: 2))
    }
}
