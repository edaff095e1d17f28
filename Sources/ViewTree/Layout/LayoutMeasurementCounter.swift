import Foundation
import Synchronization

/// Counts the measurements and guide computations of the layout passes run inside its
/// `counting(_:)`, so that tests can show that layout work grows linearly with the number of views
/// (a count, unlike a time, does not depend on the machine), and the text shaped, measured and
/// laid out, so that they can show what `ShapedTextCache` saves.
final class LayoutMeasurementCounter: @unchecked Sendable {
    // Unchecked: the counts are guarded by `lock`.
    private let lock = NSLock()
    private var measurementCount = 0
    private var guideCount = 0
    private var shapingCount = 0
    private var textMeasurementCount = 0
    private var textLayoutCount = 0

    /// The counter the current task's layout passes report to, if any.
    @TaskLocal private static var current: LayoutMeasurementCounter?
    /// How many tasks are counting now: while none is, layout does not read the task-local value
    /// (which costs more than the measurement it would count).
    private static let countingTasks = Atomic<Int>(0)

    /// The counter the current task's layout passes report to, if any task is counting.
    static var active: LayoutMeasurementCounter? {
        countingTasks.load(ordering: .relaxed) == 0 ? nil : current
    }

    /// Runs `work` with this counter counting its layout passes.
    func counting<Result>(_ work: () throws -> Result) rethrows -> Result {
        Self.countingTasks.add(1, ordering: .relaxed)
        defer { Self.countingTasks.subtract(1, ordering: .relaxed) }
        return try Self.$current.withValue(self) { try work() }
    }

    /// The sizes computed (a view measured for a proposal it had not been asked before).
    var measurements: Int { lock.withLock { measurementCount } }
    /// The explicit alignment guides computed (a view asked a guide at a size for the first time).
    var guides: Int { lock.withLock { guideCount } }

    /// The texts shaped (not found in `ShapedTextCache`).
    var shapings: Int { lock.withLock { shapingCount } }
    /// The texts measured for a proposal without their glyphs (not found in the cache).
    var textMeasurements: Int { lock.withLock { textMeasurementCount } }
    /// The texts broken into lines with their glyphs placed, to draw (not found in the cache).
    var textLayouts: Int { lock.withLock { textLayoutCount } }

    func countMeasurement() { lock.withLock { measurementCount += 1 } }
    func countGuide() { lock.withLock { guideCount += 1 } }
    func countShaping() { lock.withLock { shapingCount += 1 } }
    func countTextMeasurement() { lock.withLock { textMeasurementCount += 1 } }
    func countTextLayout() { lock.withLock { textLayoutCount += 1 } }
}
