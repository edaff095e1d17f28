import Foundation

/// Foundation's file wrapper, which Linux's Foundation lacks: a file's contents in memory, or a
/// folder of wrappers, as document-based apps read and write them (`FileDocument`).
open class FileWrapper: NSObject, @unchecked Sendable {
    /// How a wrapper reads from disk.
    public struct ReadingOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Read the contents now (always, on Linux).
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        /// Read without memory-mapping.
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// How a wrapper writes to disk.
    public struct WritingOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Write to a temporary place first, then move it (always, on Linux).
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        /// Update the wrapper's file names after writing.
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    /// Why a wrapper could not read or write.
    public enum WrapperError: Error, Equatable, CustomStringConvertible {
        /// The URL names neither a file nor a folder that can be read.
        case unreadable(URL)

        public var description: String {
            switch self {
            case .unreadable(let url): "cannot read a file or folder at \(url.path)"
            }
        }
    }

    private var contents: Data?
    private var children: [String: FileWrapper]?
    /// The name the wrapper would like on disk.
    open var preferredFilename: String?
    /// The name it has on disk, once read or written.
    open var filename: String?

    /// A regular file of `contents`.
    public init(regularFileWithContents contents: Data) {
        self.contents = contents
    }

    /// A folder of `childrenByPreferredName`.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        children = [:]
        super.init()
        for (name, child) in childrenByPreferredName {
            child.preferredFilename = child.preferredFilename ?? name
            children?[name] = child
        }
    }

    /// The file or folder at `url`, read whole.
    public convenience init(url: URL, options: ReadingOptions = []) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw WrapperError.unreadable(url)
        }
        if isFolder.boolValue {
            let names = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
            var children: [String: FileWrapper] = [:]
            for name in names { children[name] = try FileWrapper(url: url.appending(path: name), options: options) }
            self.init(directoryWithFileWrappers: children)
        } else {
            self.init(regularFileWithContents: try Data(contentsOf: url))
        }
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
    }

    /// Whether the wrapper is a regular file.
    open var isRegularFile: Bool { contents != nil }
    /// Whether the wrapper is a folder.
    open var isDirectory: Bool { children != nil }
    /// A regular file's contents.
    open var regularFileContents: Data? { contents }
    /// A folder's wrappers, by name.
    open var fileWrappers: [String: FileWrapper]? { children }

    /// Adds `child` to a folder under a name not yet taken, which it returns.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        let wanted = child.preferredFilename ?? "Untitled"
        var name = wanted, number = 2
        while children?[name] != nil {
            name = "\(number) \(wanted)"
            number += 1
        }
        children?[name] = child
        return name
    }

    /// Adds a regular file of `data` named `fileName` to a folder; returns the name it got.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes `child` from a folder.
    open func removeFileWrapper(_ child: FileWrapper) {
        children = children?.filter { $0.value !== child }
    }

    /// Writes the wrapper to `url`: a file written atomically, or a folder of its wrappers.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL? = nil) throws {
        if let contents {
            try contents.write(to: url, options: .atomic)
        } else if let children {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children.sorted(by: { $0.key < $1.key }) {
                try child.write(to: url.appending(path: name), options: options)
            }
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }
}
