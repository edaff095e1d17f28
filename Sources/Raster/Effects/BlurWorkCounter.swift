import Foundation

/// Counts the blurs run while it is `current`, so that tests can show how blur work grows with
/// what is drawn (a count, unlike a time, does not depend on the machine).
final class BlurWorkCounter: @unchecked Sendable {
    // Unchecked: the counts are guarded by `lock`.
    private let lock = NSLock()
    private var planeCount = 0
    private var convolvedRowCount = 0

    /// The counter the current task's blurs report to, if any.
    @TaskLocal static var current: BlurWorkCounter?

    /// The planes of pixels blurred (a layer, a shadow's alpha, a material's backdrop).
    var planes: Int { lock.withLock { planeCount } }
    /// The rows the exact convolution of narrow blurs worked out, over both passes (rows that
    /// come out as a copy of a neighbour are not counted).
    var convolvedRows: Int { lock.withLock { convolvedRowCount } }

    func countPlane() { lock.withLock { planeCount += 1 } }
    func countConvolved(rows: Int) { lock.withLock { convolvedRowCount += rows } }
}
