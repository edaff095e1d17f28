/// The `#Preview` records of every loaded image: the `'vtpv'` records of their `swift5_tests`
/// sections, whose accessors make the previews.
enum PreviewRecords {
    /// The kind `#Preview` gives its records, `'vtpv'` in ASCII.
    static let kind: UInt32 = 0x7674_7076
    /// The previews, in the order of their images and of their records in each image.
    static func declaredPreviews() -> [ViewTreeDeclaredPreview] {
        MetadataSectionRanges.tests.ranges.flatMap(previews(in:))
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
