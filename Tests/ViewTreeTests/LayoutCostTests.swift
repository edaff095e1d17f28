import Foundation
import Testing
@testable import ViewTree

/// Layout work grows linearly with nesting depth for every container: measured by counting the
/// sizes and guides computed in a pass (a count does not depend on the machine, unlike a time).
@MainActor struct LayoutCostTests {
    /// One level of nesting around `inner`, for each container and modifier that lays out.
    nonisolated static let levels: [(name: String, wrap: @MainActor @Sendable (AnyView) -> AnyView)] = [
        ("VStack", { inner in AnyView(VStack { inner; Text("x") }) }),
        ("HStack", { inner in AnyView(HStack { inner; Text("x") }) }),
        ("ZStack", { inner in AnyView(ZStack { inner; Color.red }) }),
        ("HStack in ZStack", { inner in AnyView(ZStack { HStack { inner; Text("x") } }) }),
        ("HStack on baselines", { inner in AnyView(HStack(alignment: .firstTextBaseline) { inner; Text("x") }) }),
        ("padding", { inner in AnyView(inner.padding(2)) }),
        ("frame(maxWidth: .infinity)", { inner in AnyView(inner.frame(maxWidth: .infinity)) }),
        ("frame(width:)", { inner in AnyView(inner.frame(width: 300)) }),
        ("frame(alignment:) with a custom guide", { inner in
            AnyView(inner.alignmentGuide(.leading) { $0.width / 2 }.frame(maxWidth: .infinity, alignment: .leading))
        }),
        ("overlay", { inner in AnyView(inner.overlay(Color.blue)) }),
        ("background", { inner in AnyView(inner.background { Text("b") }) }),
        ("fixedSize", { inner in AnyView(inner.fixedSize()) }),
        ("ScrollView", { inner in AnyView(ScrollView { inner }) }),
        ("LazyVStack", { inner in AnyView(LazyVStack { inner; Text("x") }) }),
        ("Grid", { inner in AnyView(Grid { GridRow { inner; Text("x") } }) }),
        ("ViewThatFits", { inner in AnyView(ViewThatFits { inner; Text("x") }) }),
        ("AnyLayout(VStackLayout())", { inner in AnyView(AnyLayout(VStackLayout()) { inner; Text("x") }) }),
        ("GeometryReader", { inner in AnyView(GeometryReader { _ in inner }) }),
        ("List", { inner in AnyView(List { inner; Text("x") }) }),
    ]

    /// The sizes and guides computed laying out `depth` levels of `wrap` around a text in a phone's space.
    static func work(depth: Int, wrap: @MainActor (AnyView) -> AnyView) -> Int {
        var view = AnyView(Text("Hi"))
        for _ in 0..<depth { view = wrap(view) }
        let counter = LayoutMeasurementCounter()
        counter.counting {
            _ = layout(view, proposal: ProposedViewSize(width: 390, height: 844))
        }
        return counter.measurements + counter.guides
    }

    @Test(arguments: levels.indices)
    func workPerLevelStaysTheSameFromOneTo64Levels(_ index: Int) {
        let (name, wrap) = Self.levels[index]
        let work = [1, 8, 16, 32, 64].reduce(into: [Int: Int]()) { $0[$1] = Self.work(depth: $1, wrap: wrap) }
        let shallow = Double(work[16]! - work[8]!) / 8
        let deep = Double(work[64]! - work[32]!) / 32
        // Linear: a level deep in the tree costs what a level near the top does (exponential
        // growth doubled it with every level), and a level costs a bounded number of computations.
        #expect(deep <= shallow * 1.25 + 1, "\(name): \(deep) computations a level at depth 32-64, \(shallow) at 8-16")
        #expect(work[64]! <= 64 * 200, "\(name): \(work[64]!) computations for 64 levels")
        #expect(work[1]! > 0, "\(name): nothing counted")
    }

    @Test func nestedStacksMeasureEachViewABoundedNumberOfTimes() {
        // 64 levels of HStack in ZStack: 3 views a level, each measured for a handful of proposals.
        let work = Self.work(depth: 64) { inner in AnyView(ZStack { HStack { inner; Text("x") } }) }
        #expect(work <= 64 * 4 * 12)
    }
}
