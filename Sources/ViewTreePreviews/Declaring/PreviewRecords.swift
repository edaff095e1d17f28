private import SwiftShims

/// The Swift runtime's list of the metadata sections of every image loaded (ELF and COFF), as
/// Swift Testing reads it to find its tests on Linux.
@_silgen_name("swift_enumerateAllMetadataSections")
private func enumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafePointer<MetadataSections>, _ context: UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer
)

/// The `#Preview` records of every loaded image: the `'vtpv'` records of their `swift5_tests`
/// sections, whose accessors make the previews.
enum PreviewRecords {
    /// The kind `#Preview` gives its records, `'vtpv'` in ASCII.
    static let kind: UInt32 = 0x7674_7076
    /// The first version of the runtime's `MetadataSections` with the `swift5_tests` range.
    private static let firstVersionWithTests: UInt = 4

    /// The previews, in the order of their images and of their records in each image.
    static func declaredPreviews() -> [ViewTreeDeclaredPreview] {
        var ranges: [UnsafeRawBufferPointer] = []
        withUnsafeMutablePointer(to: &ranges) { ranges in
            enumerateAllMetadataSections({ sections, context in
                let ranges = context.assumingMemoryBound(to: [UnsafeRawBufferPointer].self)
                let sections = sections.pointee
                if sections.version >= PreviewRecords.firstVersionWithTests, sections.swift5_tests.length > 0,
                   let start = UnsafeRawPointer(bitPattern: sections.swift5_tests.start) {
                    ranges.pointee.append(UnsafeRawBufferPointer(start: start, count: sections.swift5_tests.length))
                }
                return true
            }, ranges)
        }
        return ranges.flatMap(previews(in:))
    }

    /// The previews of the records of one section.
    private static func previews(in section: UnsafeRawBufferPointer) -> [ViewTreeDeclaredPreview] {
        let stride = MemoryLayout<ViewTreePreviewRecord>.stride
        return (0..<section.count / stride).compactMap { index in
            let record = section.load(fromByteOffset: index * stride, as: ViewTreePreviewRecord.self)
            guard record.kind == kind else { return nil }
            return load(record)
        }
    }

    /// Calls a record's accessor for a `ViewTreeDeclaredPreview`.
    private static func load(_ record: ViewTreePreviewRecord) -> ViewTreeDeclaredPreview? {
        let result = UnsafeMutablePointer<ViewTreeDeclaredPreview>.allocate(capacity: 1)
        defer { result.deallocate() }
        var type: Any.Type = ViewTreeDeclaredPreview.self
        let stored = withUnsafePointer(to: &type) { record.accessor(result, $0, nil, 0) }
        return stored ? result.move() : nil
    }
}
