import Foundation
import Testing
@testable import ViewTree

/// Document-based apps' types: documents read from and written to file wrappers, as on iOS.
@MainActor struct FileDocumentTests {
    private struct NoteDocument: FileDocument {
        static var readableContentTypes: [UTType] { [.plainText] }
        var text: String

        init(text: String = "") { self.text = text }

        init(configuration: ReadConfiguration) throws {
            text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
        }

        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: Data(text.utf8))
        }
    }

    @Test func documentsRoundTripThroughFileWrappersAndDisk() throws {
        let wrapper = try NoteDocument(text: "Harbour Loft").fileWrapper(configuration: .init(contentType: .plainText))
        let folder = FileManager.default.temporaryDirectory.appending(path: "filewrapper-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = FileWrapper(directoryWithFileWrappers: ["note.txt": wrapper])
        #expect(package.addRegularFile(withContents: Data("b".utf8), preferredFilename: "note.txt") == "2 note.txt")
        try package.write(to: folder)
        let read = try FileWrapper(url: folder)
        #expect(read.isDirectory && read.fileWrappers?.keys.sorted() == ["2 note.txt", "note.txt"])
        let note = try #require(read.fileWrappers?["note.txt"])
        let document = try NoteDocument(configuration: .init(contentType: .plainText, file: note))
        #expect(document.text == "Harbour Loft" && NoteDocument.writableContentTypes == [.plainText])
        #expect(throws: FileWrapper.WrapperError.self) { try FileWrapper(url: folder.appending(path: "missing")) }
    }

    @Test func aDocumentGroupKeepsItsNewDocumentsEditor() throws {
        let group = DocumentGroup(newDocument: NoteDocument(text: "Draft")) { file in
            Text(file.document.text)
        }
        let editor = try #require(group.content)
        #expect(ImageRenderer(content: editor).layout.first(text: "Draft") != nil)
        #expect(DocumentGroup(viewing: NoteDocument.self) { Text($0.document.text) }.content == nil)
    }
}
