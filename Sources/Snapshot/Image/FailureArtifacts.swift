import Foundation

/// Where failed comparisons leave their pictures. swift-snapshot-testing writes the failed image
/// to its artifacts directory (`SNAPSHOT_ARTIFACTS`, else the temporary directory) as
/// `<File>/<test>.<n>.png`, mirroring `__Snapshots__/<File>/<test>.<n>.png`; the difference image
/// goes beside it as `<File>/<test>.<n>.difference.png`. A comparison made outside an assertion
/// (a `Diffing` used directly) leaves it in a `ViewTree` folder there, named by its pixels.
enum FailureArtifacts {
    /// The artifacts directory swift-snapshot-testing writes failed snapshots to.
    static var base: URL {
        URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
            isDirectory: true)
    }

    /// The folder of difference images made outside an assertion.
    static var directory: URL { base.appendingPathComponent("ViewTree", isDirectory: true) }

    /// The line a failure message names the difference image on.
    static let differenceLine = "Difference image (failing pixels red, tolerated ones amber): "

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

    /// `message` with its difference image moved beside the failed snapshot the message names
    /// (`…/<File>/<test>.1.png` gets `…/<File>/<test>.1.difference.png`), for an assertion in
    /// `filePath`; the message as it is when it names no difference image or no failed snapshot.
    static func placeDifferenceImage(in message: String, assertedIn filePath: String) -> String {
        guard let differenceStart = message.range(of: differenceLine)?.upperBound else { return message }
        let differenceEnd = message[differenceStart...].firstIndex(of: "\n") ?? message.endIndex
        let difference = String(message[differenceStart..<differenceEnd])
        let file = URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
        guard let failed = failedSnapshotPath(in: message, folder: base.appendingPathComponent(file)) else { return message }
        let destination = String(failed.dropLast(".png".count)) + ".difference.png"
        do {
            try? FileManager.default.removeItem(atPath: destination)
            try FileManager.default.moveItem(atPath: difference, toPath: destination)
        } catch {
            return message
        }
        return message.replacingCharacters(in: differenceStart..<differenceEnd, with: destination)
    }

    /// The path of the failed snapshot swift-snapshot-testing wrote in `folder`, as its diff message names it.
    static func failedSnapshotPath(in message: String, folder: URL) -> String? {
        let prefix = folder.standardizedFileURL.path + "/"
        var search = message.startIndex..<message.endIndex
        while let start = message.range(of: prefix, range: search) {
            let rest = message[start.lowerBound...]
            let end = rest.firstIndex { $0 == "\"" || $0 == "\n" || $0 == " " } ?? message.endIndex
            let path = String(message[start.lowerBound..<end])
            if path.hasSuffix(".png"), !path.hasSuffix(".difference.png") {
                return path
            }
            search = end..<message.endIndex
        }
        return nil
    }
}
