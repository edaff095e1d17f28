import Foundation
import Raster
import Testing
@testable import ViewTree

/// A file tree for outline groups.
private struct FileItem: Identifiable {
    let id: Int
    let name: String
    var children: [FileItem]?
}

/// OutlineGroup and List(_:children:): the top level, elements with children as collapsed
/// disclosure rows.
@MainActor @Suite struct OutlineGroupTests {
    private let tree = [
        FileItem(id: 1, name: "Documents", children: [FileItem(id: 2, name: "Letter")]),
        FileItem(id: 3, name: "Photos", children: []),
        FileItem(id: 4, name: "Notes"),
    ]

    @Test func aListOfATreeShowsTheTopLevelCollapsed() throws {
        let list = layout(List(tree, children: \.children) { Text($0.name) }.frame(width: 320, height: 400))
        for name in ["Documents", "Photos", "Notes"] { #expect(list.first(text: name) != nil) }
        #expect(list.first(text: "Letter") == nil)
        // A chevron on each row with children (an empty collection included), none on a leaf.
        let chevrons = frames(list, named: "Image")
        #expect(chevrons.count == 2)
        let documents = try #require(list.first(text: "Documents")).frame
        let notes = try #require(list.first(text: "Notes")).frame
        #expect(chevrons.allSatisfy { $0.minX > documents.maxX })
        #expect(!chevrons.contains { $0.minY <= notes.midY && notes.midY <= $0.maxY })
        // The same rows as a list of disclosure groups and a leaf.
        let written = layout(List {
            DisclosureGroup { Text("Letter") } label: { Text("Documents") }
            DisclosureGroup { EmptyView() } label: { Text("Photos") }
            Text("Notes")
        }.frame(width: 320, height: 400))
        #expect(frames(list, named: "Text") == frames(written, named: "Text"))
    }

    @Test func anOutlineGroupOfOneRootOrIdentifiedByAKeyPath() {
        let root = layout(VStack { OutlineGroup(tree[0], children: \.children) { Text($0.name) } })
        #expect(root.first(text: "Documents") != nil && root.first(text: "Letter") == nil)
        let names = ["a", "b"]
        let byKeyPath = layout(VStack {
            OutlineGroup(names, id: \.self, children: \.nothing) { Text($0) }
        })
        #expect(byKeyPath.first(text: "a") != nil && byKeyPath.first(text: "b") != nil)
        #expect(frames(byKeyPath, named: "Image").isEmpty)
    }
}

private extension String {
    /// No children.
    var nothing: [String]? { nil }
}
