import Foundation
import Testing
@testable import ViewTree

/// Group boxes drawn by a custom `GroupBoxStyle`, which can wrap the standard box, and content
/// shapes for kinds of interaction, which draw nothing.
@MainActor struct GroupBoxStyleTests {
    /// A card: the label and content side by side, no box.
    private struct InlineStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                configuration.content
            }
        }
    }

    /// The standard box with a red border.
    private struct OutlinedStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            GroupBox(configuration).border(Color.red)
        }
    }

    private var box: some View {
        GroupBox("Title") { Text("Content") }.frame(width: 300)
    }

    @Test func customStylesDrawTheLabelAndContent() throws {
        let tree = layout(box.groupBoxStyle(InlineStyle()))
        let title = try #require(tree.first(text: "Title")).frame
        let content = try #require(tree.first(text: "Content")).frame
        #expect(abs(title.midY - content.midY) < 1 && content.minX > title.maxX)
        #expect(frames(tree, named: "RoundedRectangle").isEmpty, "no box")
    }

    @Test func aStyleCanWrapTheStandardBox() throws {
        let standard = layout(box)
        let outlined = layout(box.groupBoxStyle(OutlinedStyle()))
        #expect(outlined.first(text: "Content")?.frame == standard.first(text: "Content")?.frame)
        #expect(!frames(outlined, named: "RoundedRectangle").isEmpty)
        #expect(layout(box.groupBoxStyle(.automatic)).description == standard.description)
    }

    @Test func contentShapesForKindsDrawNothing() throws {
        let card = Text("Card").padding().background(Color.white)
        let shaped = card.contentShape(.contextMenuPreview, RoundedRectangle(cornerRadius: 8))
            .contentShape([.interaction, .hoverEffect], Rectangle())
        #expect(try render(shaped).bitmap.pixels == render(card).bitmap.pixels)
    }
}

/// Disclosure groups drawn by a custom `DisclosureGroupStyle`, which reads the expansion.
@MainActor struct DisclosureGroupStyleTests {
    /// A leading chevron, the label after it, and the content indented when expanded.
    private struct LeadingChevronStyle: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) {
                HStack {
                    Image(systemName: configuration.isExpanded ? "chevron.down" : "chevron.right")
                    configuration.label
                }
                if configuration.isExpanded {
                    configuration.content.padding(.leading, 20)
                }
            }
        }
    }

    @Test func customStylesReadTheExpansion() throws {
        let open = layout(DisclosureGroup("Details", isExpanded: .constant(true)) { Text("Body") }
            .disclosureGroupStyle(LeadingChevronStyle()).frame(width: 300))
        let label = try #require(open.first(text: "Details")).frame
        let body = try #require(open.first(text: "Body")).frame
        #expect(label.minX > 0, "after the chevron")
        // Below the label: text after text in the column, so no gap (`ViewSpacing`).
        #expect(body.minX >= 20 && body.minY >= label.maxY)
        let closed = layout(DisclosureGroup("Details") { Text("Body") }.disclosureGroupStyle(LeadingChevronStyle()))
        #expect(closed.first(text: "Body") == nil)
        let automatic = DisclosureGroup("Details", isExpanded: .constant(true)) { Text("Body") }.frame(width: 300)
        #expect(layout(automatic.disclosureGroupStyle(.automatic)).description == layout(automatic).description)
    }
}
