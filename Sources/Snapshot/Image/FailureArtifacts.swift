import Foundation

/// Where failed comparisons leave their pictures: swift-snapshot-testing's artifacts directory
/// (`SNAPSHOT_ARTIFACTS`, else the temporary directory), in a `ViewTree` folder.
enum FailureArtifacts {
    static var directory: URL {
        let base = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        return URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent("ViewTree", isDirectory: true)
    }

    /// Writes `data` atomically as `name` in the artifacts directory: the file's URL, or why it
    /// could not be written (a failed test still reports its mismatch either way).
    static func write(_ data: Data, named name: String) -> Result<URL, any Error> {
        Result {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let url = directory.appendingPathComponent(name)
            try data.write(to: url, options: .atomic)
            return url
        }
    }

    /// A short name that is the same for the same pixels, so reruns replace their own files.
    static func fingerprint(_ parts: [UInt32]...) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for part in parts {
            for value in part {
                hash = (hash ^ UInt64(value)) &* 0x0000_0100_0000_01B3
            }
        }
        return String(hash, radix: 16)
    }
}
