import Foundation

/// The folder this test binary was built in (`.build/<triple>/<configuration>`), which holds
/// the package's modules and what the compiler wrote for each target.
enum BuildFolder {
    /// The folder above the test binary that holds `Modules/ViewTree.swiftmodule`.
    static func current() throws -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules/ViewTree.swiftmodule").path) {
            guard folder.pathComponents.count > 1 else { throw ReadmeCheckError("no build folder with Modules above the test binary") }
            folder.deleteLastPathComponent()
        }
        return folder
    }
}
