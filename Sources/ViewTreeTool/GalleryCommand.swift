import ArgumentParser
import Foundation
import Raster

/// `viewtree gallery`: renders the built-in demo gallery to PNG files.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render the built-in demo gallery to PNG files."
    )

    @Option(name: .shortAndLong, help: "The folder to write the PNG files to (created if missing).")
    var output: String = "gallery"

    func run() throws {
        // A command-line tool's `run` is called on the main thread, where views live.
        try MainActor.assumeIsolated { try render() }
    }

    @MainActor
    private func render() throws {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ValidationError("Cannot create the output folder '\(output)': \(error.localizedDescription)")
        }
        for page in DemoGallery.pages {
            let file = folder.appendingPathComponent("\(page.name).png")
            let canvas = try Canvas(width: page.width, height: page.height)
            try page.draw(canvas)
            do {
                try canvas.pngData().write(to: file, options: .atomic)
            } catch let error as RasterError {
                throw error
            } catch {
                throw ValidationError("Cannot write '\(file.path)': \(error.localizedDescription)")
            }
            print("wrote \(file.path) (\(page.width)x\(page.height))")
        }
    }
}
