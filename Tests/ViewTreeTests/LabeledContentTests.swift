import Foundation
import Testing
@testable import ViewTree

/// A user's own style: the label above the content.
private struct StackedLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            configuration.label
            configuration.content
        }
    }
}

/// LabeledContent: a form row's label and value, in the automatic style and users' own.
@MainActor @Suite struct LabeledContentTests {
    @Test func theLabelLeadsAndTheValueTrails() throws {
        let tree = layout(LabeledContent("Version", value: "17.1"), proposal: ProposedViewSize(width: 300, height: nil))
        #expect(tree.frame.size == CGSize(width: 300, height: 21))
        #expect(tree.first(text: "Version")?.frame.origin == .zero)
        let value = try #require(tree.first(text: "17.1"))
        #expect(value.frame.maxX == 300 && value.frame.minY == 0)
    }

    @Test func theValueIsSecondary() throws {
        for scheme in [ColorScheme.light, .dark] {
            let view = LabeledContent { Rectangle().frame(width: 10, height: 10) } label: { Rectangle().frame(width: 10, height: 10) }
                .frame(width: 100)
            let renderer = ImageRenderer(content: view.background(.background))
            renderer.environment.colorScheme = scheme
            let canvas = try renderer.canvas
            #expect(canvas.pixel(x: 5, y: 5) == composite(Color.primary.resolved(in: scheme, os: .iOS17), over: scheme == .light ? opaque(255, 255, 255) : opaque(0, 0, 0)))
            #expect(canvas.pixel(x: 95, y: 5) == composite(Color.secondary.resolved(in: scheme, os: .iOS17), over: scheme == .light ? opaque(255, 255, 255) : opaque(0, 0, 0)))
        }
    }

    @Test func formattedValues() {
        let tree = layout(LabeledContent("Photos", value: 1204, format: .number.grouping(.never)))
        #expect(tree.first(text: "1204") != nil)
    }

    @Test func aFormRowKeepsTheValueAtTheTrailingInset() throws {
        let form = Form {
            LabeledContent("Model", value: "iPhone 13 Pro Max")
            LabeledContent("Capacity") { Text("256 GB") }
        }
        let tree = windowLayout(form)
        #expect(tree.first(text: "Model")?.frame.minX == 40)
        #expect(tree.first(text: "iPhone 13 Pro Max")?.frame.maxX == 388)
        #expect(tree.first(text: "256 GB")?.frame.maxX == 388)
        #expect(tree.first(text: "Capacity")?.frame.minY == tree.first(text: "256 GB")?.frame.minY)
    }

    @Test func stylesApplyToEveryLabeledContentInside() throws {
        let view = VStack(alignment: .leading) {
            LabeledContent("One", value: "1")
            LabeledContent("Two", value: "2")
        }
        .labeledContentStyle(StackedLabeledContentStyle())
        let tree = layout(view)
        #expect(tree.first(text: "1")?.frame.origin == CGPoint(x: 0, y: 21))
        // The two labelled contents end and start with body text, so the column sets them as
        // consecutive lines (`ViewSpacing`): "Two" follows "1" by body text's leading (1.71,
        // rounded up to the pixel at 1x).
        #expect(tree.first(text: "Two")?.frame.minY == 44)
    }

    @Test func aStyleCanHandItsConfigurationToTheStyleAroundIt() throws {
        struct Bordered: LabeledContentStyle {
            func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration).padding(10) }
        }
        // Bordered inside the automatic style: the label and value in a row, padded.
        let alone = layout(LabeledContent("A", value: "B").labeledContentStyle(Bordered()).frame(width: 200))
        #expect(alone.first(text: "B")?.frame.maxX == 190)
        // Bordered inside the stacked style: stacked, then padded.
        let stacked = layout(LabeledContent("A", value: "B").labeledContentStyle(Bordered())
            .labeledContentStyle(StackedLabeledContentStyle()))
        #expect(stacked.first(text: "A")?.frame.origin == CGPoint(x: 10, y: 10))
        #expect(stacked.first(text: "B")?.frame.minY == 31)
    }
}
