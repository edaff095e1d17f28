import Foundation
import Testing
@testable import ViewTree

private struct AccentKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    fileprivate var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

/// Shows the environment's accent as text.
private struct AccentLabel: View {
    @Environment(\.accent) private var accent
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        Text("\(accent) \(scheme == .dark ? "dark" : "light")")
    }
}

private struct Bordered: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(2).background(Color.red)
    }
}

private struct Item: Identifiable {
    let id: Int
    let name: String
}

/// The view builder, environment, groups, lists and modifiers of the DSL.
@MainActor struct DSLTests {
    private func texts<V: View>(_ view: V) -> [String] {
        layout(view).allViews.compactMap(\.text)
    }

    @Test func viewBuilderHandlesConditionsOptionalsAndSwitches() {
        struct Conditional: View {
            let flag: Bool
            let name: String?
            let count: Int

            var body: some View {
                VStack {
                    if flag { Text("yes") } else { Text("no") }
                    if let name { Text(name) }
                    switch count {
                    case 0: Text("zero")
                    case 1: Text("one")
                    default: EmptyView()
                    }
                }
            }
        }
        #expect(texts(Conditional(flag: true, name: "Ann", count: 0)) == ["yes", "Ann", "zero"])
        #expect(texts(Conditional(flag: false, name: nil, count: 1)) == ["no", "one"])
        #expect(texts(Conditional(flag: false, name: nil, count: 5)) == ["no"])
    }

    @Test func forEachMakesOneViewPerElement() {
        #expect(texts(VStack { ForEach(0..<3) { Text("row \($0)") } }) == ["row 0", "row 1", "row 2"])
        let items = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
        #expect(texts(HStack { ForEach(items) { Text($0.name) } }) == ["a", "b"])
        #expect(texts(HStack { ForEach(["x", "y"], id: \.self) { Text($0) } }) == ["x", "y"])
    }

    @Test func environmentFlowsDownAndCustomKeysWork() {
        #expect(texts(AccentLabel()) == ["none light"])
        #expect(texts(AccentLabel().environment(\.accent, "blue").environment(\.colorScheme, .dark)) == ["blue dark"])
        // The innermost value wins.
        #expect(texts(AccentLabel().environment(\.accent, "inner").environment(\.accent, "outer")) == ["inner light"])
    }

    @Test func aModifierOnAGroupAppliesToEachView() {
        let tree = layout(VStack(spacing: 0) {
            Group {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
            .padding(5)
        })
        #expect(frames(tree, named: "padding").map(\.size) == [CGSize(width: 20, height: 20), CGSize(width: 20, height: 20)])
    }

    @Test func anyViewAndCustomModifiers() {
        let erased: [AnyView] = [AnyView(Text("one")), AnyView(Color.red.frame(width: 4, height: 4))]
        #expect(texts(VStack { erased[0]; erased[1] }) == ["one"])
        let tree = layout(Color.blue.frame(width: 10, height: 10).modifier(Bordered()))
        #expect(tree.frame.size == CGSize(width: 14, height: 14))
        #expect(tree.first(named: "background") != nil)
    }

    @Test func severalViewsAtTheRootAreStackedVertically() {
        struct Pair: View {
            var body: some View {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
        }
        #expect(layout(Pair()).frame.size == CGSize(width: 10, height: 28))
    }

    @Test func textModifiersApplyToPartsWithoutTheirOwn() throws {
        let text = Text("a").foregroundColor(.red) + Text("b").bold()
        let styled = text.foregroundColor(.blue).italic()
        #expect(styled.runs.map(\.color) == [.red, .blue])
        #expect(styled.runs.map(\.weight) == [nil, .bold])
        #expect(styled.runs.allSatisfy { $0.italic })
        #expect(texts(styled) == ["ab"])
    }

    @Test func textEnvironmentModifiersReachTheLayout() throws {
        let long = "A long line of text that wraps onto several lines in a narrow frame"
        let limited = layout(Text(long).lineLimit(2).frame(width: 100))
        let free = layout(Text(long).frame(width: 100))
        let limitedHeight = try #require(limited.first(text: long)).frame.height
        // Two body lines, their baselines the guidelines' 22 points apart.
        #expect(limitedHeight == (22 + 20.287).rounded(.up))
        #expect(try #require(free.first(text: long)).frame.height > limitedHeight)
        let big = layout(Text("Hi").font(.largeTitle))
        #expect(try #require(big.first(text: "Hi")).frame.height == (34 * 1.193359).rounded(.up))
    }
}
