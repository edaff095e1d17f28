// `import UniformTypeIdentifiers` on Linux: `UTType` (ViewTree's, the type `fileImporter` and
// `fileExporter` take), so that view files that name content types compile with their imports
// untouched. Only `UTType` is re-exported, as the framework vends nothing of SwiftUI's.
@_exported import struct ViewTree.UTType
