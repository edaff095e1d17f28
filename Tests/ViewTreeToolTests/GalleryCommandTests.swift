import Foundation
import Raster
import ArgumentParser
import Testing
@testable import ViewTreeTool

/// `viewtree gallery` writes every page of the demo gallery as a PNG.
@MainActor struct GalleryCommandTests {
    private func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("viewtree-gallery-\(UUID().uuidString)")
    }

    @Test func writesEveryPageAsADecodablePNG() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let command = try GalleryCommand.parse(["--output", folder.path])
        try command.run()
        for page in DemoGallery.pages {
            let data = try Data(contentsOf: folder.appendingPathComponent("\(page.name).png"))
            let bitmap = try Bitmap(pngData: data)
            #expect(bitmap.width == page.width && bitmap.height == page.height)
            // The background is opaque everywhere.
            #expect(bitmap.pixels.allSatisfy { $0 >> 24 == 255 })
        }
    }

    @Test func renderingTwiceGivesIdenticalFiles() throws {
        let first = temporaryFolder(), second = temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        try GalleryCommand.parse(["-o", first.path]).run()
        try GalleryCommand.parse(["-o", second.path]).run()
        for page in DemoGallery.pages {
            let a = try Data(contentsOf: first.appendingPathComponent("\(page.name).png"))
            let b = try Data(contentsOf: second.appendingPathComponent("\(page.name).png"))
            #expect(a == b)
        }
    }

    @Test func unwritableOutputIsAClearError() throws {
        let blocker = temporaryFolder()
        try Data("not a folder".utf8).write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        let command = try GalleryCommand.parse(["--output", blocker.appendingPathComponent("inside").path])
        let error = #expect(throws: ValidationError.self) { try command.run() }
        #expect(error?.message.contains("Cannot create the output folder") == true)
    }
}
