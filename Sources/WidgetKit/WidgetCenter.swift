import Foundation

/// The app's handle on its widgets, as WidgetKit's `WidgetCenter`: asking for new timelines does
/// nothing in a render, and no widget is installed.
public final class WidgetCenter: @unchecked Sendable {
    /// The shared center.
    public static let shared = WidgetCenter()

    private init() {}

    /// Asks every widget of the app for a new timeline.
    public func reloadAllTimelines() {}

    /// Asks the widgets of `kind` for a new timeline.
    public func reloadTimelines(ofKind kind: String) {}

    /// The widgets the person has installed: none.
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.success([]))
    }

    /// The widgets the person has installed: none.
    public func currentConfigurations() async throws -> [WidgetInfo] { [] }
}

/// An installed widget.
public struct WidgetInfo: Sendable {
    /// The widget's kind.
    public let kind: String
    /// Its family.
    public let family: WidgetFamily
}
