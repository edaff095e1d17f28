/// A preview that `#Preview` declared: what its record's accessor makes when the preview renderer
/// reads the record (an implementation detail of `#Preview`; ViewTreePreviews lists them).
public struct ViewTreeDeclaredPreview {
    /// The name given to `#Preview`, if any.
    public let name: String?
    /// Makes the traits given to `#Preview`, in order, on the main actor (where apps declare
    /// traits such as `@MainActor static var sampleData: Self = .modifier(SampleData())`).
    public let makeTraits: @MainActor () -> [PreviewTrait<Preview.ViewTraits>]
    /// The file the preview is declared in, as `#fileID` ("Module/File.swift").
    public let fileID: String
    /// The line of `#Preview` in that file.
    public let line: Int
    /// Makes the previewed view.
    public let makeView: @MainActor () -> AnyView

    /// A declared preview; `#Preview` writes this call.
    public init(name: String?, traits: @escaping @MainActor () -> [PreviewTrait<Preview.ViewTraits>], fileID: String,
                line: Int, makeView: @escaping @MainActor () -> AnyView) {
        self.name = name
        makeTraits = traits
        self.fileID = fileID
        self.line = line
        self.makeView = makeView
    }

    /// Stores the preview `make` makes at `outValue` if the reader asks for this type (the `Any.Type`
    /// at `type`), as a test content record's accessor does; returns whether it stored one.
    public static func store(into outValue: UnsafeMutableRawPointer, asTypeAt type: UnsafeRawPointer,
                             _ make: () -> ViewTreeDeclaredPreview) -> Bool {
        guard type.load(as: Any.Type.self) == ViewTreeDeclaredPreview.self else { return false }
        outValue.initializeMemory(as: ViewTreeDeclaredPreview.self, repeating: make(), count: 1)
        return true
    }
}

/// The accessor of a `#Preview` record: stores the preview at its first argument when the type at
/// its second is `ViewTreeDeclaredPreview` (the layout of a Swift Testing test content accessor).
public typealias ViewTreePreviewRecordAccessor = @convention(c) (
    _ outValue: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ hint: UnsafeRawPointer?, _ reserved: UInt
) -> Bool

/// A `#Preview` record in the `swift5_tests` section, laid out as Swift Testing's test content
/// records are, so that both libraries can walk the section and skip each other's kinds.
public typealias ViewTreePreviewRecord = (
    kind: UInt32, reserved1: UInt32, accessor: ViewTreePreviewRecordAccessor, context: UInt, reserved2: UInt
)
