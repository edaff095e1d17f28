import ArgumentParser
import Foundation

/// `list`: the previews and the images each would render.
struct ListCommand<Catalog: ViewTreePreviewCatalog>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: "List the previews and the images each renders.")
    }

    @OptionGroup var matrix: MatrixOptions

    mutating func run() async throws {
        print(try await Self.listing(previews: matrix.previews, choice: matrix.choice, shard: matrix.shard))
    }

    /// One line per preview: its title, folder and images.
    @MainActor
    static func listing(previews names: [String], choice: ViewTreeMatrixChoice, shard: ViewTreeShard? = nil) throws -> String {
        let matrix = try MatrixOptions.matrix(of: Catalog.self, previews: names, choice: choice, shard: shard).matrix
        var lines: [String] = []
        var seen = Set<String>()
        for job in matrix.jobs where seen.insert(job.folder).inserted {
            let images = matrix.jobs.filter { $0.folder == job.folder }
            var devices: [String] = []
            for image in images where !devices.contains(image.device.name) { devices.append(image.device.name) }
            lines.append("\(job.title) (\(job.folder)/): \(images.count) image\(images.count == 1 ? "" : "s") on "
                + devices.joined(separator: ", "))
        }
        lines += matrix.problems.map { ($0.isFailure ? "error: " : "warning: ") + $0.description }
        return lines.joined(separator: "\n")
    }
}
