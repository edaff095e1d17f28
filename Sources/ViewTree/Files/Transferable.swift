import Foundation

/// A value that can be dragged, dropped, shared or exported, as CoreTransferable's
/// `Transferable`: it says how it converts to and from data, files and other transferable values
/// in its `transferRepresentation`. A render transfers nothing, so ViewTree keeps the
/// representations without converting through them.
public protocol Transferable {
    /// How the value is transferred.
    associatedtype Representation: TransferRepresentation
    /// How the value is transferred: its representations, most faithful first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way a transferable value converts, as CoreTransferable's `TransferRepresentation`.
public protocol TransferRepresentation {
    /// The value it converts.
    associatedtype Item: Transferable
}

extension TransferRepresentation {
    /// The representation, suggesting `fileName` for the file it makes.
    public func suggestedFileName(_ fileName: String) -> Self { self }

    /// The representation, suggesting a file name from the item.
    public func suggestedFileName(_ fileName: @escaping (Item) -> String?) -> Self { self }

    /// The representation, used only for items that meet `condition`.
    public func exportingCondition(_ condition: @escaping (Item) -> Bool) -> Self { self }

    /// The representation, offered to the processes `visibility` names.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> Self { self }
}

/// Which processes see a representation, as CoreTransferable's `TransferRepresentationVisibility`.
public enum TransferRepresentationVisibility: Sendable {
    /// Every process.
    case all
    /// The app's own group.
    case team
    /// The app itself.
    case ownProcess
}

/// Builds a `transferRepresentation` from representations, as CoreTransferable's builder.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    /// One representation.
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }

    /// A block of one representation.
    public static func buildBlock<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }

    /// A block of several representations, most faithful first.
    public static func buildBlock<each R: TransferRepresentation>(_ representations: repeat each R)
        -> TupleTransferRepresentation<Item, repeat each R> {
        TupleTransferRepresentation(representations: (repeat each representations))
    }

    /// An `if #available`.
    public static func buildLimitedAvailability<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }
}

/// Several representations of one item, as a builder block makes them.
public struct TupleTransferRepresentation<Item: Transferable, each Part: TransferRepresentation>: TransferRepresentation {
    /// The representations, most faithful first.
    public let representations: (repeat each Part)
}

/// An item converted through `Codable` to data of a content type, as CoreTransferable's.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    /// The content type of the data.
    public let contentType: UTType

    /// A representation as `contentType` data, JSON-encoded.
    public init(contentType: UTType) { self.contentType = contentType }

    /// A representation of `itemType` as `contentType` data, JSON-encoded.
    public init(for itemType: Item.Type, contentType: UTType) { self.contentType = contentType }

    /// A representation as `contentType` data, with these coders.
    public init<Encoder, Decoder>(contentType: UTType, encoder: Encoder, decoder: Decoder) {
        self.contentType = contentType
    }
}

/// An item converted to and from data of a content type, as CoreTransferable's.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    /// The content type of the data.
    public let contentType: UTType

    /// A representation both ways.
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType
    }

    /// A representation for export only.
    public init(exportedContentType contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        self.contentType = contentType
    }

    /// A representation for import only.
    public init(importedContentType contentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType
    }
}

/// An item converted to and from a file of a content type, as CoreTransferable's.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    /// The content type of the file.
    public let contentType: UTType

    /// A representation both ways.
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        self.contentType = contentType
    }

    /// A representation for export only.
    public init(exportedContentType contentType: UTType,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        self.contentType = contentType
    }

    /// A representation for import only.
    public init(importedContentType contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        self.contentType = contentType
    }
}

/// An item converted to and from another transferable value, as CoreTransferable's.
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation {
    /// A representation both ways.
    public init(exporting: @escaping @Sendable (Item) throws -> Proxy, importing: @escaping @Sendable (Proxy) throws -> Item) {}

    /// A representation for export only.
    public init(exporting: @escaping @Sendable (Item) throws -> Proxy) {}

    /// A representation for import only.
    public init(importing: @escaping @Sendable (Proxy) throws -> Item) {}
}

/// A file a value is exported to, as CoreTransferable's.
public struct SentTransferredFile: Sendable {
    /// The file.
    public let file: URL
    /// Whether the receiver may open the original.
    public let allowAccessingOriginalFile: Bool

    /// The file at `file`.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file a value is imported from, as CoreTransferable's.
public struct ReceivedTransferredFile: Sendable {
    /// The file.
    public let file: URL
    /// Whether it is the sender's original.
    public let isOriginalFile: Bool
}

extension String: Transferable {
    /// Plain text.
    public static var transferRepresentation: DataRepresentation<String> {
        DataRepresentation(contentType: .plainText, exporting: { Data($0.utf8) },
                           importing: { String(decoding: $0, as: UTF8.self) })
    }
}

extension Data: Transferable {
    /// Data of any type.
    public static var transferRepresentation: DataRepresentation<Data> {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

extension URL: Transferable {
    /// A URL, as its string.
    public static var transferRepresentation: ProxyRepresentation<URL, String> {
        ProxyRepresentation(exporting: \.absoluteString, importing: { URL(string: $0) ?? URL(fileURLWithPath: $0) })
    }
}

extension Image: Transferable {
    /// A PNG of the image, drawn at 1x.
    public static var transferRepresentation: DataRepresentation<Image> {
        DataRepresentation(exportedContentType: .png) { image in
            try await MainActor.run { try ImageRenderer(content: image).pngData() }
        }
    }
}
