import Foundation

/// A run's images compared with an earlier run's folder: which changed, and how.
struct RunComparison: Sendable {
    /// Where the comparison's pictures go in the output folder.
    static let assets = "report-files/"

    /// The images that differ from the earlier ones or are new, in the run's order.
    let changes: [ImageChange]
    /// How many images are the same as before.
    let unchanged: Int

    /// Compares each image `run` wrote with the file at the same path in `previous`, in parallel.
    init(run: ViewTreeRenderRun, previous: URL) async throws {
        guard FileManager.default.fileExists(atPath: previous.path) else {
            throw ViewTreePreviewToolError.missingFolder(path: previous.path)
        }
        let output = run.output
        let written = run.outcomes.filter { $0.failure == nil }.map(\.job)
        let results = try await withThrowingTaskGroup(of: (Int, ImageChange?).self) { group in
            for (index, job) in written.enumerated() {
                group.addTask {
                    let expected = previous.appendingPathComponent(job.path)
                    guard FileManager.default.fileExists(atPath: expected.path) else {
                        return (index, ImageChange(title: job.path, expected: nil, actual: job.path, difference: nil,
                                                   message: "New: there was no image at this path before."))
                    }
                    let change = try ImageChange.compare(expected: expected, actual: output.appendingPathComponent(job.path),
                                                         name: job.path, title: job.path, in: output,
                                                         prefix: Self.assets, actualPath: job.path)
                    return (index, change)
                }
            }
            var results = [ImageChange?](repeating: nil, count: written.count)
            for try await (index, change) in group { results[index] = change }
            return results
        }
        changes = results.compactMap { $0 }
        unchanged = written.count - changes.count
    }
}
