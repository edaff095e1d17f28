import Foundation

/// A document of a document-based app, as SwiftUI's `FileDocument`: a value read from and
/// written to a `FileWrapper`. A render opens no file: previews and snapshots show a document's
/// editor with a document the app makes.
public protocol FileDocument {
    /// The types the document opens.
    static var readableContentTypes: [UTType] { get }
    /// The types the document saves as (those it opens, by default).
    static var writableContentTypes: [UTType] { get }
    /// The document read from a file.
    init(configuration: ReadConfiguration) throws
    /// The file the document saves to.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
    /// What the document is read from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What the document is written with.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    /// The types the document opens.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document that is a shared object, as SwiftUI's `ReferenceFileDocument`: saved from a
/// snapshot of its state.
public protocol ReferenceFileDocument: ObservableObject {
    /// The state saved.
    associatedtype Snapshot
    /// The types the document opens.
    static var readableContentTypes: [UTType] { get }
    /// The types the document saves as (those it opens, by default).
    static var writableContentTypes: [UTType] { get }
    /// The document read from a file.
    init(configuration: ReadConfiguration) throws
    /// The state to save now.
    func snapshot(contentType: UTType) throws -> Snapshot
    /// The file a snapshot saves to.
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
    /// What the document is read from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What the document is written with.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    /// The types the document opens.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The file a document is read from.
public struct FileDocumentReadConfiguration {
    /// The file's type.
    public let contentType: UTType
    /// The file.
    public let file: FileWrapper

    /// Linux addition: a configuration for reading `file` as `contentType` in a test.
    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a document is written with.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file written before, if any.
    public let existingFile: FileWrapper?

    /// Linux addition: a configuration for writing as `contentType` in a test.
    public init(contentType: UTType, existingFile: FileWrapper? = nil) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

/// A value document as its editor gets it: bound, with its file's URL.
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document.
    @Binding public var document: Document
    /// Where it is saved, if it has been.
    public let fileURL: URL?
    /// Whether the editor may change it.
    public let isEditable: Bool
}

/// An object document as its editor gets it.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    /// The document.
    @ObservedObject public var document: Document
    /// Where it is saved, if it has been.
    public let fileURL: URL?
    /// Whether the editor may change it.
    public let isEditable: Bool
}

/// The scene of a document-based app, as SwiftUI's `DocumentGroup`: a new document's editor. A
/// render runs no app (see `Scene`); its `editor` is the view to preview with a document.
nonisolated public struct DocumentGroup<Document, Content: View>: Scene {
    /// The editor of a new document; `nil` for a viewer, which a render gives no document to open.
    public let content: Content?

    /// The body a scene of the system has none of.
    public var body: Never { fatalError("DocumentGroup has no body") }
}

extension DocumentGroup where Document: FileDocument {
    /// Documents made by `newDocument` and edited in `editor`.
    public init(newDocument: @autoclosure @escaping () -> Document,
                @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        var document = newDocument()
        let binding = Binding(get: { document }, set: { document = $0 })
        content = editor(FileDocumentConfiguration(document: binding, fileURL: nil, isEditable: true))
    }

    /// Documents of `documentType` shown read-only in `viewer`.
    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        content = nil
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    /// Documents made by `newDocument` and edited in `editor`.
    public init(newDocument: @escaping () -> Document,
                @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        content = editor(ReferenceFileDocumentConfiguration(document: newDocument(), fileURL: nil, isEditable: true))
    }
}

nonisolated extension View {
    /// Offers to export `document` as `contentType` when `isPresented`, on a device.
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        unchangedInRender()
    }

    /// Offers to export `documents` as `contentType` when `isPresented`, on a device.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View
        where C.Element: FileDocument {
        unchangedInRender()
    }
}
