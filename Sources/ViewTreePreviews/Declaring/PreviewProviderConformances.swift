/// Every non-generic type of the process that conforms to `PreviewProvider`, found as Xcode finds
/// them without a list: in the protocol conformance records the compiler writes for each
/// conformance (`swift5_protocol_conformances`), `internal` and `private` types included.
/// An optimised build drops the conformances of providers no code uses, so there only listed
/// providers (and `#Preview`s, whose records are kept) are found.
///
/// The records' layout is the Swift runtime's stable ABI (`ProtocolConformanceDescriptor`,
/// `TypeContextDescriptor` in swift/ABI/Metadata.h): 32-bit relative pointers throughout.
enum PreviewProviderConformances {
    /// The providers, ordered by module and then by name.
    static func providerTypes() -> [any PreviewProvider.Type] {
        let types = MetadataSectionRanges.protocolConformances.ranges.flatMap { section in
            (0..<section.count / 4).compactMap { index in
                relativeTarget(at: section.baseAddress! + index * 4).flatMap(providerType(conformance:))
            }
        }
        return types.map { (sortKey(of: $0), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// A type's module and name, without the addresses the runtime prints for private contexts.
    private static func sortKey(of type: Any.Type) -> String {
        String(reflecting: type).split(separator: ".").filter { !$0.hasPrefix("(unknown context") }.joined(separator: ".")
    }

    /// The conforming type of a conformance to `PreviewProvider`, if it is one and not generic.
    private static func providerType(conformance: UnsafeRawPointer) -> (any PreviewProvider.Type)? {
        guard let protocolDescriptor = indirectableTarget(at: conformance),
              name(ofContext: protocolDescriptor) == "PreviewProvider",
              let module = indirectableTarget(at: protocolDescriptor + 4),
              name(ofContext: module) == "ViewTree",
              let typeDescriptor = typeDescriptor(ofConformance: conformance) else { return nil }
        let typeFlags = typeDescriptor.loadUnaligned(as: UInt32.self)
        // Generic types need arguments to make their metadata: SwiftUI cannot preview them either.
        guard typeFlags & isGenericFlag == 0, typeKinds.contains(typeFlags & kindMask),
              let accessor = relativeTarget(at: typeDescriptor + 12) else { return nil }
        let access = unsafeBitCast(accessor, to: MetadataAccessFunction.self)
        guard let metadata = access(0).metadata else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self) as? any PreviewProvider.Type
    }

    /// The type descriptor a conformance names, directly or through an indirection.
    private static func typeDescriptor(ofConformance conformance: UnsafeRawPointer) -> UnsafeRawPointer? {
        let flags = conformance.loadUnaligned(fromByteOffset: 12, as: UInt32.self)
        switch (flags >> 3) & 7 {
        case 0: return relativeTarget(at: conformance + 4)
        case 1: return relativeTarget(at: conformance + 4)?.load(as: UnsafeRawPointer?.self)
        default: return nil  // Objective-C class names: none on Linux.
        }
    }

    /// A context descriptor's name (modules, protocols and types keep it at offset 8).
    private static func name(ofContext descriptor: UnsafeRawPointer) -> String? {
        relativeTarget(at: descriptor + 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    /// The target of a 32-bit relative pointer, `nil` when it is null.
    private static func relativeTarget(at pointer: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = pointer.loadUnaligned(as: Int32.self)
        return offset == 0 ? nil : pointer + Int(offset)
    }

    /// The target of a relative pointer whose low bit says it points at the target's address.
    private static func indirectableTarget(at pointer: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = pointer.loadUnaligned(as: Int32.self)
        guard offset & 1 == 1 else { return relativeTarget(at: pointer) }
        return (pointer + Int(offset & ~1)).load(as: UnsafeRawPointer?.self)
    }

    /// A type's metadata accessor: Swift's calling convention, the request in, the metadata and
    /// its state out (`MetadataResponse`); request 0 asks for complete metadata.
    private typealias MetadataAccessFunction = @convention(thin) (Int) -> (metadata: UnsafeRawPointer?, state: Int)
    /// `ContextDescriptorFlags.isGeneric`.
    private static let isGenericFlag: UInt32 = 0x80
    /// The bits of `ContextDescriptorFlags` that hold the kind.
    private static let kindMask: UInt32 = 0x1f
    /// Class, struct and enum.
    private static let typeKinds: Set<UInt32> = [16, 17, 18]
}
