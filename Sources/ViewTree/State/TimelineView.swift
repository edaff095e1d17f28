import Foundation

/// A view that updates on a schedule, as SwiftUI's `TimelineView`. A render is one still frame,
/// drawn at the environment's `viewTreeReferenceDate` (never the clock): `content` gets the
/// schedule's entry at or before that moment (`.periodic(from:by:)` counts whole intervals from
/// its start, or starts at the reference date when its start is later, such as `.now`;
/// `.everyMinute` starts the minute, `.explicit` takes the last date not after it, or
/// its first date; `.animation` takes the moment itself).
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What `content` is given.
    public typealias Context = TimelineViewDefaultContext

    private let schedule: Schedule
    private let content: (Context) -> Content
    @Environment(\.viewTreeReferenceDate) private var now

    /// A view that `content` redraws at each of `schedule`'s dates.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// The content at the schedule's date for the reference date.
    public var body: some View {
        content(Context(date: schedule.viewTreeDate(at: now), cadence: .live))
    }
}

/// What a `TimelineView`'s content is given, as in SwiftUI.
public struct TimelineViewDefaultContext: Sendable {
    /// The date of the frame.
    public let date: Date
    /// How often the view updates.
    public let cadence: Cadence

    /// How often a timeline view updates.
    public enum Cadence: Comparable, Sendable {
        /// Continuously.
        case live
        /// About once a second.
        case seconds
        /// About once a minute.
        case minutes
    }
}

/// The dates a `TimelineView` updates at, as in SwiftUI.
public protocol TimelineSchedule {
    /// The dates.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update, as SwiftUI's `TimelineScheduleMode`.
public enum TimelineScheduleMode: Sendable {
    /// As often as it says.
    case normal
    /// Less often, to save power.
    case lowFrequency
}

extension TimelineSchedule {
    /// The schedule's date for the moment `now`: its first entry from `now`.
    func viewTreeDate(at now: Date) -> Date {
        entries(from: now, mode: .normal).first { _ in true } ?? now
    }
}

/// Every `interval` seconds from `startDate`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    private let startDate: Date
    private let interval: TimeInterval

    /// A schedule of every `interval` seconds from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The last whole interval at or before `date`, then each interval after it. A start after
    /// `date` (such as `.now`, the clock, in a render) starts at `date`, so renders never read the clock.
    public func entries(from date: Date, mode: TimelineScheduleMode) -> StrideThrough<Date> {
        let elapsed = date.timeIntervalSince(startDate)
        let first = elapsed > 0 && interval > 0
            ? startDate.addingTimeInterval((elapsed / interval).rounded(.down) * interval) : date
        return stride(from: first, through: .distantFuture, by: Swift.max(interval, 1))
    }
}

/// The start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The schedule.
    public init() {}

    /// The start of `date`'s minute, then every minute.
    public func entries(from date: Date, mode: TimelineScheduleMode) -> StrideThrough<Date> {
        let minute = (date.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return stride(from: Date(timeIntervalSinceReferenceDate: minute), through: .distantFuture, by: 60)
    }
}

/// As often as the display refreshes (in a render: the reference date).
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// A schedule of at least `minimumInterval` seconds between updates, stopped when `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}

    /// `date`, then every sixtieth of a second.
    public func entries(from date: Date, mode: TimelineScheduleMode) -> StrideThrough<Date> {
        stride(from: date, through: .distantFuture, by: 1.0 / 60)
    }
}

/// The dates given.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    private let dates: Dates

    /// A schedule of `dates`.
    public init(_ dates: Dates) { self.dates = dates }

    /// The last date at or before `date` and those after it (all of them when none is before).
    public func entries(from date: Date, mode: TimelineScheduleMode) -> [Date] {
        let sorted = dates.sorted()
        guard let last = sorted.lastIndex(where: { $0 <= date }) else { return sorted }
        return Array(sorted[last...])
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// As often as the display refreshes.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// As often as the display refreshes, at least `minimumInterval` apart, stopped when `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// The dates `dates` gives.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
