import Foundation

/// One state of a widget, shown from its date on.
public protocol TimelineEntry {
    /// When the system shows the entry.
    var date: Date { get }
    /// How relevant the entry is to a Smart Stack (none by default).
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// No relevance.
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is, for the Smart Stack.
public struct TimelineEntryRelevance: Hashable, Sendable {
    /// The entry's score against the widget's other entries.
    public let score: Float
    /// How long the score holds.
    public let duration: TimeInterval

    /// A relevance of `score` for `duration` seconds (0: until the next entry).
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// When WidgetKit asks for a new timeline.
public struct TimelineReloadPolicy: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case atEnd, never, after(Date) }
    private let kind: Kind
    /// After the last entry's date.
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    /// Only when the app asks (`WidgetCenter`).
    public static let never = TimelineReloadPolicy(kind: .never)
    /// After `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}

/// A widget's entries and when to ask for more.
public struct Timeline<EntryType: TimelineEntry> {
    /// The entries, in date order.
    public let entries: [EntryType]
    /// When to ask for the next timeline.
    public let policy: TimelineReloadPolicy

    /// A timeline of `entries`, renewed by `policy`.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// What the system tells a timeline provider about the widget it asks for.
public struct TimelineProviderContext: Sendable {
    /// The widget's family.
    public let family: WidgetFamily
    /// Whether the widget shows in the gallery or a preview.
    public let isPreview: Bool
    /// The widget's size in points.
    public let displaySize: CGSize

    /// Linux addition: a context for calling a provider from a test or preview.
    public init(family: WidgetFamily, isPreview: Bool = true, displaySize: CGSize) {
        self.family = family
        self.isPreview = isPreview
        self.displaySize = displaySize
    }
}

/// Makes a widget's entries: a placeholder, a snapshot for the gallery, and timelines.
public protocol TimelineProvider {
    /// The entries it makes.
    associatedtype Entry: TimelineEntry
    /// The context the system passes.
    typealias Context = TimelineProviderContext
    /// An entry to draw redacted while the widget loads.
    func placeholder(in context: Context) -> Entry
    /// An entry for the widget gallery, quickly.
    func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    /// The widget's entries from now on.
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

extension Timeline: Sendable where EntryType: Sendable {}
