import Foundation
import Testing
@testable import ViewTree
import Raster

/// Small committed reference renders, compared pixel for pixel (ViewTree's pixels are
/// deterministic). A reference that does not exist yet is recorded and the test fails once; set
/// `VIEWTREE_RECORD=1` to record them all again. The render of a failing comparison is written
/// to the temporary directory to look at.
@MainActor
enum ReferenceImages {
    /// Tests/ViewTreeTests/Resources/References, in the source tree.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Resources/References", isDirectory: true)

    /// Renders `view` at its ideal size at `scale` in `colorScheme` over the system background
    /// and compares it with the reference `name`.png.
    static func expectMatch<V: View>(_ view: V, named name: String, scale: CGFloat = 2, colorScheme: ColorScheme = .light,
                                     sourceLocation: SourceLocation = #_sourceLocation) throws {
        let renderer = ImageRenderer(content: view.background(.background))
        renderer.environment.viewTreeOSVersion = .iOS17  // these tests pin iOS 17's measurements
        renderer.scale = scale
        renderer.environment.colorScheme = colorScheme
        let canvas = try renderer.canvas
        let file = folder.appendingPathComponent("\(name).png")
        let record = ProcessInfo.processInfo.environment["VIEWTREE_RECORD"] == "1"
        guard !record, let data = try? Data(contentsOf: file) else {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try canvas.pngData().write(to: file)
            Issue.record("Recorded the reference \(file.path); run again to compare.", sourceLocation: sourceLocation)
            return
        }
        let reference = try Bitmap(imageData: data)
        let actual = canvas.bitmap
        let sameSize = reference.width == actual.width && reference.height == actual.height
        let differing = sameSize ? zip(reference.pixels, actual.pixels).filter { $0 != $1 }.count : -1
        if differing != 0 {
            let failed = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).actual.png")
            try canvas.pngData().write(to: failed)
            let message = sameSize
                ? "\(differing) pixels differ from \(name).png; the render is at \(failed.path)."
                : "The render is \(actual.width)x\(actual.height), the reference \(reference.width)x\(reference.height); "
                    + "the render is at \(failed.path)."
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    /// The reference in both colour schemes, named `name`-light and `name`-dark.
    static func expectMatchInBothSchemes<V: View>(_ view: V, named name: String, scale: CGFloat = 2,
                                                  sourceLocation: SourceLocation = #_sourceLocation) throws {
        for scheme in [ColorScheme.light, .dark] {
            try expectMatch(view, named: "\(name)-\(scheme == .light ? "light" : "dark")", scale: scale,
                            colorScheme: scheme, sourceLocation: sourceLocation)
        }
    }
}
