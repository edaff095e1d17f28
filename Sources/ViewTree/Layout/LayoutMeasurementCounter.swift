import Foundation

/// Counts the measurements and guide computations of the layout passes run while it is
/// `current`, so that tests can show that layout work grows linearly with the number of views
/// (a count, unlike a time, does not depend on the machine).
final class LayoutMeasurementCounter: @unchecked Sendable {
    // Unchecked: the counts are guarded by `lock`.
    private let lock = NSLock()
    private var measurementCount = 0
    private var guideCount = 0

    /// The counter the current task's layout passes report to, if any.
    @TaskLocal static var current: LayoutMeasurementCounter?

    /// The sizes computed (a view measured for a proposal it had not been asked before).
    var measurements: Int { lock.withLock { measurementCount } }
    /// The explicit alignment guides computed (a view asked a guide at a size for the first time).
    var guides: Int { lock.withLock { guideCount } }

    func countMeasurement() { lock.withLock { measurementCount += 1 } }
    func countGuide() { lock.withLock { guideCount += 1 } }
}
