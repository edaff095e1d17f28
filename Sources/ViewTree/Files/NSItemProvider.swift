import Foundation

/// Foundation's item provider, which Linux's Foundation lacks: the data a drag, a drop or a paste
/// offers, each representation under a type identifier. Data registered with a provider loads
/// back as it does on iOS; a render drags and drops nothing, so drop handlers get no providers.
open class NSItemProvider: NSObject, @unchecked Sendable {
    /// One registered representation: its type and how to load its data.
    private struct Representation {
        let typeIdentifier: String
        let load: @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    }

    private var representations: [Representation] = []
    private let lock = NSLock()
    /// A name for the item, for files made from it.
    open var suggestedName: String?

    /// A provider with nothing registered.
    override public init() {}

    /// A provider of `object`'s representations.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider of the file at `fileURL` under the type its extension names; `nil` when the
    /// file does not exist.
    public convenience init?(contentsOf fileURL: URL) {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init()
        let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { completion in
            do { completion(try Data(contentsOf: fileURL), nil) } catch { completion(nil, error) }
            return nil
        }
    }

    /// The registered types' identifiers, in the order they were registered.
    open var registeredTypeIdentifiers: [String] {
        lock.withLock { representations.map(\.typeIdentifier) }
    }

    /// The registered types.
    open var registeredContentTypes: [UTType] {
        registeredTypeIdentifiers.compactMap { UTType($0) }
    }

    /// Whether a registered type conforms to the type `typeIdentifier` names.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// Registers data of `typeIdentifier` that `loadHandler` delivers when asked.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                         visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        lock.withLock { representations.append(Representation(typeIdentifier: typeIdentifier, load: loadHandler)) }
    }

    /// Registers each representation `object` can write.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        let box = UncheckedBox(object)
        for typeIdentifier in type(of: object).writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: visibility) { completion in
                box.value.loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// Loads the data of the first registered type that conforms to `typeIdentifier`; an error
    /// when there is none.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(conformingTo: typeIdentifier) else {
            completionHandler(nil, NSItemProviderError.unavailableType(typeIdentifier))
            return progress
        }
        _ = representation.load { data, error in
            progress.completedUnitCount = 1
            completionHandler(data, error)
        }
        return progress
    }

    /// Whether an object of `type` can be read from a registered representation.
    open func canLoadObject(ofClass type: any NSItemProviderReading.Type) -> Bool {
        type.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Reads an object of `type` from the first representation it can read.
    @discardableResult
    open func loadObject<T: NSItemProviderReading & SendableMetatype>(ofClass type: T.Type,
                                                   completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress {
        guard let typeIdentifier = type.readableTypeIdentifiersForItemProvider.first(where: hasItemConformingToTypeIdentifier) else {
            completionHandler(nil, NSItemProviderError.unavailableType(String(describing: type)))
            return Progress(totalUnitCount: 1)
        }
        return loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do { completionHandler(try type.object(withItemProviderData: data, typeIdentifier: typeIdentifier), nil) } catch {
                completionHandler(nil, error)
            }
        }
    }

    /// Loads a `Transferable` value. CoreTransferable's conversions do not run on Linux, so this
    /// reports an error naming the type.
    @discardableResult
    open func loadTransferable<T: Transferable>(type: T.Type,
                                                completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void) -> Progress {
        completionHandler(.failure(NSItemProviderError.unavailableType(String(describing: type))))
        return Progress(totalUnitCount: 1)
    }

    private func representation(conformingTo typeIdentifier: String) -> Representation? {
        guard let wanted = UTType(typeIdentifier) else { return nil }
        return lock.withLock { representations.first { UTType($0.typeIdentifier)?.conforms(to: wanted) == true } }
    }
}

/// Who may see a registered representation (every process, on Linux).
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Every process.
    case all = 0
    /// The app's team's processes.
    case team = 1
    /// The registering process.
    case ownProcess = 3
}

/// Why an item provider could not load.
public enum NSItemProviderError: Error, Equatable, CustomStringConvertible {
    /// Nothing registered conforms to the type named.
    case unavailableType(String)

    public var description: String {
        switch self {
        case .unavailableType(let type): "the item provider has no representation of \(type)"
        }
    }
}

/// Objects an item provider can offer: their types and their data of each type.
public protocol NSItemProviderWriting: AnyObject {
    /// The types the object can be written as, most faithful first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Delivers the object's data of `typeIdentifier`.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

/// Values an item provider can make from data: the types they read and how.
public protocol NSItemProviderReading {
    /// The types the value can be read from, most faithful first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// The value made from `data` of `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

extension NSString: NSItemProviderWriting {
    /// Plain text.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }

    /// The string as UTF-8.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data((self as String).utf8), nil)
        return nil
    }
}

extension NSURL: NSItemProviderWriting {
    /// A URL.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }

    /// The URL's absolute string as UTF-8.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }
}

extension String: NSItemProviderReading {
    /// Plain text, as Swift's `String` bridges from `NSString` on Apple platforms.
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.plainText.identifier] }

    /// The text in `data`, as UTF-8.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> String {
        String(decoding: data, as: UTF8.self)
    }
}

extension URL: NSItemProviderReading {
    /// A URL, as Swift's `URL` bridges from `NSURL` on Apple platforms.
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }

    /// The URL written in `data`; an error when it is not one.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> URL {
        guard let url = URL(string: String(decoding: data, as: UTF8.self)) else {
            throw NSItemProviderError.unavailableType(typeIdentifier)
        }
        return url
    }
}

/// Carries a non-`Sendable` object into a `@Sendable` load handler, as Foundation does.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

extension NSString: NSItemProviderReading {
    /// Plain text.
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.plainText.identifier] }

    /// The text in `data`, as UTF-8.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        Self(string: String(decoding: data, as: UTF8.self))
    }
}
