/// A type of file or data, as UniformTypeIdentifiers' `UTType` (which Linux lacks): its
/// identifier, and the filename extension and MIME type of the common types ViewTree knows.
/// It is what `fileImporter` and `fileExporter` take; nothing in a render reads files.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier, such as `public.png`.
    public let identifier: String
    /// The filename extension of files of the type, if ViewTree knows it.
    public let preferredFilenameExtension: String?
    /// The MIME type of data of the type, if ViewTree knows it.
    public let preferredMIMEType: String?

    /// The type an app's declaration says this one conforms to (`UTType(exportedAs:conformingTo:)`).
    private var declaredSupertypes: [UTType] = []

    private init(identifier: String, filenameExtension: String? = nil, mimeType: String? = nil) {
        self.identifier = identifier
        self.preferredFilenameExtension = filenameExtension
        self.preferredMIMEType = mimeType
    }

    /// The type `identifier` that the app declares (exports) in its Info.plist, conforming to
    /// `parentType` (data, when not given, as UniformTypeIdentifiers assumes for an undeclared one).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier: identifier)
        declaredSupertypes = parentType.map { [$0] } ?? []
    }

    /// The type `identifier` that the app imports (another app declares it), conforming to
    /// `parentType` (data, when not given).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// The known type with `identifier`, or a type of that identifier with no extension or MIME
    /// type (UniformTypeIdentifiers answers `nil` for identifiers the system does not declare;
    /// ViewTree cannot tell which those are).
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self = UTType.known.first { $0.identifier == identifier } ?? UTType(identifier: identifier)
    }

    /// The known type of files ending in `filenameExtension`, or `nil`.
    public init?(filenameExtension: String) {
        guard let type = UTType.known.first(where: { $0.preferredFilenameExtension == filenameExtension.lowercased() })
        else { return nil }
        self = type
    }

    /// The known type of data of `mimeType`, or `nil`.
    public init?(mimeType: String) {
        guard let type = UTType.known.first(where: { $0.preferredMIMEType == mimeType.lowercased() }) else { return nil }
        self = type
    }

    /// The identifier.
    public var description: String { identifier }

    /// Whether two types have one identifier, as UniformTypeIdentifiers compares them.
    public static func == (lhs: UTType, rhs: UTType) -> Bool {
        lhs.identifier == rhs.identifier
    }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }

    /// Whether the type is `type` or one of its supertypes, through the conformances Apple's
    /// "System-declared uniform type identifiers" lists for the types declared here (a PNG is an
    /// image, an image is data and content, UTF-8 plain text is plain text and text...); a type
    /// made from another identifier is data and content. Everything is an item.
    public func conforms(to type: UTType) -> Bool {
        self == type || type == .item || declaredSupertypes.contains { $0.conforms(to: type) }
            || Self.supertypes(of: identifier).contains { UTType(identifier: $0).conforms(to: type) }
    }

    /// The identifiers `identifier` directly conforms to.
    private static func supertypes(of identifier: String) -> [String] {
        switch identifier {
        case "public.item", "public.content", "public.data": return []
        case "public.folder": return ["public.directory"]
        case "public.directory": return ["public.item"]
        case "public.file-url": return ["public.url"]
        case "public.plain-text", "public.json", "public.xml", "public.html", "public.comma-separated-values-text":
            return ["public.text"]
        case "public.utf8-plain-text": return ["public.plain-text"]
        case "public.png", "public.jpeg", "public.heic": return ["public.image"]
        case "com.adobe.pdf": return ["public.data", "public.composite-content"]
        case "public.composite-content": return ["public.content"]
        case "public.movie", "public.audio": return ["public.audiovisual-content"]
        case "com.apple.quicktime-movie", "public.mpeg-4": return ["public.movie"]
        case "public.zip-archive": return ["public.data", "public.archive"]
        default: return ["public.data", "public.content"]
        }
    }

    /// Any item.
    public static let item = UTType(identifier: "public.item")
    /// Any content.
    public static let content = UTType(identifier: "public.content")
    /// Any bytes.
    public static let data = UTType(identifier: "public.data")
    /// A folder.
    public static let folder = UTType(identifier: "public.folder")
    /// A URL.
    public static let url = UTType(identifier: "public.url")
    /// A file URL.
    public static let fileURL = UTType(identifier: "public.file-url")
    /// Any text.
    public static let text = UTType(identifier: "public.text")
    /// Plain text.
    public static let plainText = UTType(identifier: "public.plain-text", filenameExtension: "txt", mimeType: "text/plain")
    /// Plain text in UTF-8.
    public static let utf8PlainText = UTType(identifier: "public.utf8-plain-text")
    /// Comma-separated values.
    public static let commaSeparatedText = UTType(identifier: "public.comma-separated-values-text",
                                                  filenameExtension: "csv", mimeType: "text/csv")
    /// JSON.
    public static let json = UTType(identifier: "public.json", filenameExtension: "json", mimeType: "application/json")
    /// XML.
    public static let xml = UTType(identifier: "public.xml", filenameExtension: "xml", mimeType: "application/xml")
    /// A property list.
    public static let propertyList = UTType(identifier: "com.apple.property-list", filenameExtension: "plist")
    /// HTML.
    public static let html = UTType(identifier: "public.html", filenameExtension: "html", mimeType: "text/html")
    /// Any image.
    public static let image = UTType(identifier: "public.image")
    /// A PNG image.
    public static let png = UTType(identifier: "public.png", filenameExtension: "png", mimeType: "image/png")
    /// A JPEG image.
    public static let jpeg = UTType(identifier: "public.jpeg", filenameExtension: "jpeg", mimeType: "image/jpeg")
    /// A HEIC image.
    public static let heic = UTType(identifier: "public.heic", filenameExtension: "heic", mimeType: "image/heic")
    /// A PDF document.
    public static let pdf = UTType(identifier: "com.adobe.pdf", filenameExtension: "pdf", mimeType: "application/pdf")
    /// Any audiovisual content.
    public static let audiovisualContent = UTType(identifier: "public.audiovisual-content")
    /// A movie.
    public static let movie = UTType(identifier: "public.movie")
    /// A QuickTime movie.
    public static let quickTimeMovie = UTType(identifier: "com.apple.quicktime-movie", filenameExtension: "mov",
                                              mimeType: "video/quicktime")
    /// An MPEG-4 movie.
    public static let mpeg4Movie = UTType(identifier: "public.mpeg-4", filenameExtension: "mp4", mimeType: "video/mp4")
    /// Any audio.
    public static let audio = UTType(identifier: "public.audio")
    /// A ZIP archive.
    public static let zip = UTType(identifier: "public.zip-archive", filenameExtension: "zip", mimeType: "application/zip")

    /// The types the failable initialisers find.
    private static let known: [UTType] = [
        item, content, data, folder, url, fileURL, text, plainText, utf8PlainText, commaSeparatedText, json, xml,
        propertyList, html, image, png, jpeg, heic, pdf, audiovisualContent, movie, quickTimeMovie, mpeg4Movie, audio, zip,
    ]
}
