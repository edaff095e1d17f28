import Foundation

extension Preview {
    /// The previews declared in every module of the process: each `#Preview`, ordered by file and
    /// line, then each `PreviewProvider` (`internal` and `private` ones too), ordered by module
    /// and name. An unnamed `#Preview` is named after its file ("ProfileView" for
    /// `ProfileView.swift`), with " 2", " 3"... after the first when a file has several; a provider
    /// is named as `Preview(_:)` names it.
    public static var declared: [Preview] {
        declared(from: PreviewRecords.declaredPreviews()) + PreviewProviderConformances.providerTypes().map { Preview($0) }
    }

    /// The `#Preview`s and `PreviewProvider`s declared in `module`, ordered as `declared` orders them.
    public static func declared(inModule module: String) -> [Preview] {
        let providers = PreviewProviderConformances.providerTypes().filter {
            String(reflecting: $0).hasPrefix(module + ".")
        }
        return declared(from: PreviewRecords.declaredPreviews().filter { $0.fileID.hasPrefix(module + "/") })
            + providers.map { Preview($0) }
    }

    /// Previews of `declared`, ordered by file and line and named.
    private static func declared(from declared: [ViewTreeDeclaredPreview]) -> [Preview] {
        let declared = declared.sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
        var unnamedCount: [String: Int] = [:]
        return declared.map { preview in
            let name = preview.name ?? {
                let fileName = URL(fileURLWithPath: preview.fileID).deletingPathExtension().lastPathComponent
                unnamedCount[fileName, default: 0] += 1
                let count = unnamedCount[fileName] ?? 1
                return count == 1 ? fileName : "\(fileName) \(count)"
            }()
            return Preview(name: name, traits: preview.makeTraits(), devices: nil, colorSchemes: nil, dynamicTypeSizes: nil,
                           layoutDirections: nil) { preview.makeView() }
        }
    }
}
