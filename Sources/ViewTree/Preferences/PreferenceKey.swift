import Foundation

// Preferences, as SwiftUI passes them: views below set values for a key, which flow up to the
// views above, combined by the key's `reduce`. ViewTree collects them as views are resolved and
// as views made at layout (a `GeometryReader`'s content) are; `onPreferenceChange` delivers the
// value when the render settles, and the preference-value overlays are made once their content
// has been placed. `transformPreference` sees only the values set while resolving.

/// A value views pass up to their ancestors, as SwiftUI's `PreferenceKey`.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
    /// Combines `value` (what came before) with the next view's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// `nil`, for optional values.
    public static var defaultValue: Value { nil }
}

/// The values views set for one key inside a reader or writer of it: those set while the
/// subtree is resolved, and those of views made when laid out (a `GeometryReader`'s content).
/// A reader's collector passes each value on to the one around it as it comes; a writer's keeps
/// them, since the writer's own value replaces them.
final class PreferenceCollector: @unchecked Sendable {
    // Unchecked: used on the main actor only, while views are resolved and placed.
    private(set) var values: [Any] = []
    private let outer: PreferenceCollector?

    init(passingOnTo outer: PreferenceCollector?) { self.outer = outer }

    func record(_ value: Any) {
        values.append(value)
        outer?.record(value)
    }

    /// The values reduced as `Key` reduces them, from its default.
    func reduced<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value {
        var result = Key.defaultValue
        for case let value as Key.Value in values {
            Key.reduce(value: &result) { value }
        }
        return result
    }
}

private struct PreferenceCollectorsKey: EnvironmentKey {
    static let defaultValue: [ObjectIdentifier: PreferenceCollector] = [:]
}

extension EnvironmentValues {
    /// The innermost collector of each key's preferences around the views being resolved.
    var preferenceCollectors: [ObjectIdentifier: PreferenceCollector] {
        get { self[PreferenceCollectorsKey.self] }
        set { self[PreferenceCollectorsKey.self] = newValue }
    }

    /// `environment` collecting `key`'s preferences into a new collector, which passes them on
    /// to the one around when `passingOn`.
    func collecting<Key: PreferenceKey>(_ key: Key.Type, passingOn: Bool) -> (EnvironmentValues, PreferenceCollector) {
        var inner = self
        let outer = preferenceCollectors[ObjectIdentifier(key)]
        let collector = PreferenceCollector(passingOnTo: passingOn ? outer : nil)
        inner.preferenceCollectors[ObjectIdentifier(key)] = collector
        return (inner, collector)
    }

    /// Sets `value` as a preference of `key` for the readers around the views being resolved.
    func setPreference<Key: PreferenceKey>(_ value: Key.Value, of key: Key.Type) {
        preferenceCollectors[ObjectIdentifier(key)]?.record(value)
    }
}
