import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a run tells how far it has got.
@MainActor
public protocol ViewTreeRenderProgress: AnyObject {
    /// The run is about to render `total` images.
    func begin(total: Int)
    /// An image is done (rendered or failed); `completed` of `total` are.
    func finished(_ outcome: ViewTreeRenderOutcome, completed: Int, total: Int)
    /// The run is over.
    func end()
}

/// A progress bar redrawn in place, for a terminal; failures are printed above it as they happen.
@MainActor
public final class ViewTreeProgressBar: ViewTreeRenderProgress {
    private let write: (String) -> Void
    private let width: Int

    /// A bar `width` characters wide written with `write` (standard output by default).
    public init(width: Int = 30, write: @escaping (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }) {
        self.width = width
        self.write = write
    }

    /// Draws the empty bar.
    public func begin(total: Int) { write(line(completed: 0, total: total, name: "")) }

    /// Prints a failure above the bar, then redraws it.
    public func finished(_ outcome: ViewTreeRenderOutcome, completed: Int, total: Int) {
        if let failure = outcome.failure {
            write("\r\u{1B}[2Kfailed \(outcome.job.path): \(failure)\n")
        }
        write(line(completed: completed, total: total, name: outcome.job.path))
    }

    /// Clears the bar.
    public func end() { write("\r\u{1B}[2K") }

    /// The bar: filled in proportion, the count and the latest image.
    func line(completed: Int, total: Int, name: String) -> String {
        let filled = total == 0 ? width : completed * width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        return "\r\u{1B}[2K\(bar) \(completed)/\(total) \(name)"
    }
}

/// One plain line per image, for logs and pipes.
@MainActor
public final class ViewTreeProgressLines: ViewTreeRenderProgress {
    private let write: (String) -> Void

    /// Lines written with `write` (standard output by default).
    public init(write: @escaping (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }) {
        self.write = write
    }

    /// Says how many images there are.
    public func begin(total: Int) { write("rendering \(total) image\(total == 1 ? "" : "s")\n") }

    /// Says what became of the image.
    public func finished(_ outcome: ViewTreeRenderOutcome, completed: Int, total: Int) {
        if let failure = outcome.failure {
            write("[\(completed)/\(total)] failed \(outcome.job.path): \(failure)\n")
        } else {
            write("[\(completed)/\(total)] wrote \(outcome.job.path) (\(outcome.pixelWidth)x\(outcome.pixelHeight))\n")
        }
    }

    /// Nothing to finish.
    public func end() {}
}

/// Progress as the output asks: a bar on a terminal, plain lines otherwise.
@MainActor
func automaticProgress() -> any ViewTreeRenderProgress {
    isatty(STDOUT_FILENO) != 0 ? ViewTreeProgressBar() : ViewTreeProgressLines()
}
