import Foundation
import Raster

/// Why content is shown redacted, as in SwiftUI.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Creates reasons from their raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Content standing in for data still loading: text and images are drawn as placeholders.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private data: views marked `privacySensitive()` are drawn as placeholders.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is out of date (drawn as it is in a still render).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
private struct PrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Why content in this environment is redacted (none by default).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether views here hold private data, hidden when redacted for privacy.
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// Whether text and images here are drawn as placeholders.
    var showsPlaceholders: Bool {
        redactionReasons.contains(.placeholder) || (redactionReasons.contains(.privacy) && isPrivacySensitive)
    }
}

nonisolated extension View {
    /// Draws the text and images in this view as placeholders of the same size, for `reason`.
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment { $0.redactionReasons.formUnion(reason) }
    }

    /// Draws this view as it is, whatever redaction is around it.
    public func unredacted() -> some View {
        transformEnvironment { $0.redactionReasons = [] }
    }

    /// Marks this view as holding private data, drawn as a placeholder when redacted for privacy.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        transformEnvironment { $0.isPrivacySensitive = sensitive }
    }
}

/// The placeholder look: rounded bars in the foreground style, faint.
enum RedactionPlaceholder {
    /// How strongly placeholders show the foreground style.
    static let opacity = 0.16

    /// One bar per line of `layout`, as wide as the line's characters and most of its height.
    static func bars(for layout: TextLayout, at origin: CGPoint, paint: Paint) -> [ViewTreeDisplayItem] {
        layout.lines.filter { $0.width > 0 }.map { line in
            let top = origin.y + line.origin.y - line.ascent, height = line.ascent + line.descent
            let bar = CGRect(x: origin.x + line.origin.x, y: top + height * 0.15, width: line.width, height: height * 0.7)
            return .fill(Path(roundedRect: bar, cornerRadius: bar.height * 0.25, style: .continuous), paint.opacity(opacity))
        }
    }

    /// A rounded box filling `frame`.
    static func box(_ frame: CGRect, paint: Paint) -> ViewTreeDisplayItem {
        .fill(Path(roundedRect: frame, cornerRadius: min(frame.width, frame.height) * 0.1, style: .continuous),
              paint.opacity(opacity))
    }
}
