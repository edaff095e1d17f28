import Foundation
import Testing
@testable import ViewTree

/// Drag and drop as SwiftUI declares it: the modifiers compile and leave a still render as it
/// is; item providers load back what was registered, as Foundation's do.
@MainActor struct DragAndDropTests {
    private struct Reorder: DropDelegate {
        func performDrop(info: DropInfo) -> Bool { info.hasItemsConforming(to: [.plainText]) }
    }

    @Test func dragAndDropModifiersLeaveTheViewAsItIs() throws {
        let decorated = titleAndBodyCard
            .onDrag { NSItemProvider(object: "card" as NSString) }
            .onDrag({ NSItemProvider() }, preview: { Text("Preview") })
            .onDrop(of: [.plainText], isTargeted: nil) { _ in true }
            .onDrop(of: [.image], isTargeted: .constant(true)) { _, location in location.x > 0 }
            .onDrop(of: [.url], delegate: Reorder())
            .onDrop(of: ["public.text"], isTargeted: nil) { _ in false }
            .draggable("card") { Text("Preview") }
            .itemProvider { nil }
            .springLoadingBehavior(.enabled)
            .handlesExternalEvents(preferring: ["inbox"], allowing: ["*"])
            .widgetAccentable()
        try expectSameRender(decorated, as: titleAndBodyCard)
        let rows = ForEach(["a", "b"], id: \.self) { Text($0) }.onInsert(of: [.plainText]) { _, _ in }
        try expectSameRender(rows, as: ForEach(["a", "b"], id: \.self) { Text($0) })
    }

    @Test func providersLoadWhatWasRegistered() async throws {
        let provider = NSItemProvider(object: "Harbour Loft" as NSString)
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.plain-text"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.image"))
        #expect(provider.canLoadObject(ofClass: String.self) && !provider.canLoadObject(ofClass: URL.self))
        let text: String? = await withCheckedContinuation { done in
            provider.loadObject(ofClass: String.self) { value, _ in done.resume(returning: value) }
        }
        #expect(text == "Harbour Loft")
        let data = NSItemProvider()
        data.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            completion(Data([1, 2, 3]), nil)
            return nil
        }
        let bytes: Data? = await withCheckedContinuation { done in
            data.loadDataRepresentation(forTypeIdentifier: "public.image") { value, _ in done.resume(returning: value) }
        }
        #expect(bytes == Data([1, 2, 3]))
        let missing: String = await withCheckedContinuation { done in
            data.loadObject(ofClass: String.self) { _, error in done.resume(returning: "\(error.map { "\($0)" } ?? "")") }
        }
        #expect(missing.contains("String"))
        #expect(NSItemProvider(contentsOf: URL(fileURLWithPath: "/nonexistent/file.png")) == nil)
    }

    @Test func dropInfoOffersTheItemsOfTheTypesAskedFor() {
        let text = NSItemProvider(object: "a" as NSString), link = NSItemProvider(object: NSURL(string: "https://example.com")!)
        let info = DropInfo(location: CGPoint(x: 4, y: 5), providers: [text, link])
        #expect(info.itemProviders(for: [.plainText]) == [text] && info.itemProviders(for: [.url]) == [link])
        #expect(info.hasItemsConforming(to: ["public.text"]) && !info.hasItemsConforming(to: [.image]))
    }
}
