import Foundation
import Synchronization

/// Linux addition: the iOS release whose look ViewTree draws, chosen as a device is: iOS 26's
/// Liquid Glass, or iOS 17 and 18's look (which ViewTree draws alike but for iPadOS 18's tab bar
/// at the top). It changes system colours,
/// navigation and tab bars, toolbars, search fields, lists and controls, never a view's own
/// frames or colours.
///
/// Choose it for one view with `.viewTreeOSVersion(.iOS17)` (or the environment value
/// `\.viewTreeOSVersion`), for one snapshot with `traits: .init(viewTreeOSVersion: .iOS17)`, for
/// a preview run with `viewtree render --os 17`, and for a whole test target with the
/// `VIEWTREE_OS` environment variable (`VIEWTREE_OS=17`) or by setting `ViewTreeOSVersion.default`. The innermost choice wins: a view's over a
/// snapshot's over the default.
public enum ViewTreeOSVersion: Int, CaseIterable, Comparable, Sendable, CustomStringConvertible {
    /// iOS 17 (2023): opaque bars, tinted text buttons.
    case iOS17 = 17
    /// iOS 18 (2024): drawn as iOS 17 (its system colours and chrome did not change), but for
    /// the tab bar of an iPad in the regular width, at the top.
    case iOS18 = 18
    /// iOS 26 (2025): Liquid Glass.
    case iOS26 = 26

    /// The version every render uses when its environment sets none: the value set here (for
    /// a whole test target, e.g. in a test suite's initialiser), else the `VIEWTREE_OS`
    /// environment variable's ("17", "iOS 18", "26.0"), else iOS 26, what current simulators record.
    public static var `default`: ViewTreeOSVersion {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }

    /// The version a text names: its major version with or without "iOS" ("17", "iOS 26",
    /// "ios18", "26.1"), or `nil` when ViewTree does not draw that version.
    public init?(parsing text: String) {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces).lowercased())
        if rest.hasPrefix("ios") { rest = rest.dropFirst(3).drop { $0 == " " } }
        guard let major = Int(rest.prefix { $0.isNumber }), rest.dropFirst(String(major).count).allSatisfy({ $0 == "." || $0.isNumber })
        else { return nil }
        self.init(rawValue: major)
    }

    /// "iOS 17", "iOS 26".
    public var description: String { "iOS \(rawValue)" }

    public static func < (lhs: ViewTreeOSVersion, rhs: ViewTreeOSVersion) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Whether this release draws Liquid Glass (iOS 26 and later).
    var hasLiquidGlass: Bool { self >= .iOS26 }

    /// The name of the environment variable that sets the default for a process.
    public static let environmentVariable = "VIEWTREE_OS"

    private static let stored = Mutex(fromEnvironment ?? .iOS26)

    /// `VIEWTREE_OS`'s version, if it names one ViewTree draws; a value it does not is reported
    /// on standard error once and ignored.
    private static var fromEnvironment: ViewTreeOSVersion? {
        guard let text = ProcessInfo.processInfo.environment[environmentVariable], !text.isEmpty else { return nil }
        guard let version = ViewTreeOSVersion(parsing: text) else {
            let names = allCases.map { String($0.rawValue) }.joined(separator: ", ")
            FileHandle.standardError.write(Data("ViewTree: \(environmentVariable)=\(text) is not an iOS version ViewTree draws (\(names)); using the default.\n".utf8))
            return nil
        }
        return version
    }
}

private struct ViewTreeOSVersionKey: EnvironmentKey {
    static var defaultValue: ViewTreeOSVersion { .default }
}

extension EnvironmentValues {
    /// Linux addition: the iOS release whose look the views are drawn in (see `ViewTreeOSVersion`);
    /// `ViewTreeOSVersion.default` unless a view or snapshot sets one.
    public var viewTreeOSVersion: ViewTreeOSVersion {
        get { self[ViewTreeOSVersionKey.self] }
        set { self[ViewTreeOSVersionKey.self] = newValue }
    }
}

extension View {
    /// Linux addition: draws this view and its content in the look of iOS `version`, as
    /// `.environment(\.viewTreeOSVersion, version)` does.
    public func viewTreeOSVersion(_ version: ViewTreeOSVersion) -> some View {
        environment(\.viewTreeOSVersion, version)
    }
}
