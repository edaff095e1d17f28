private import SwiftShims

/// The Swift runtime's list of the metadata sections of every image loaded (ELF and COFF), as
/// Swift Testing reads it to find its tests on Linux.
@_silgen_name("swift_enumerateAllMetadataSections")
private func enumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafePointer<MetadataSections>, _ context: UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer
)

/// One kind of Swift metadata section, read from every image the process has loaded.
enum MetadataSectionRanges {
    /// The sections `#Preview` writes its records into.
    case tests
    /// The sections listing every protocol conformance, one relative pointer to each.
    case protocolConformances

    /// The first version of the runtime's `MetadataSections` with this section.
    private var firstVersion: UInt {
        switch self {
        case .tests: 4
        case .protocolConformances: 1
        }
    }

    /// The section of every loaded image that has one, in the order the runtime lists them.
    var ranges: [UnsafeRawBufferPointer] {
        var search = (section: self, ranges: [UnsafeRawBufferPointer]())
        withUnsafeMutablePointer(to: &search) { search in
            enumerateAllMetadataSections({ sections, context in
                let search = context.assumingMemoryBound(to: (section: MetadataSectionRanges,
                                                              ranges: [UnsafeRawBufferPointer]).self)
                let sections = sections.pointee
                guard sections.version >= search.pointee.section.firstVersion else { return true }
                let range = switch search.pointee.section {
                case .tests: sections.swift5_tests
                case .protocolConformances: sections.swift5_protocol_conformances
                }
                if range.length > 0, let start = UnsafeRawPointer(bitPattern: range.start) {
                    search.pointee.ranges.append(UnsafeRawBufferPointer(start: start, count: range.length))
                }
                return true
            }, search)
        }
        return search.ranges
    }
}
