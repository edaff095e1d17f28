import Foundation
import Synchronization

/// Shaped text and its layouts, kept between layout passes and renders: the same string in the
/// same fonts is shaped once, and broken into lines once per width, however many proposals,
/// passes and renderers ask. Shaping and line breaking depend only on the spans and the
/// proposal, so a text found here is the text that would be made afresh.
///
/// An entry keeps its spans (and so their typefaces) alive, which keeps the typefaces' object
/// identities, part of the key, from being reused while the entry exists. When more than
/// `capacity` texts are kept, the cache starts again empty.
final class ShapedTextCache: Sendable {
    static let shared = ShapedTextCache()
    private static let capacity = 4_096
    /// The most layouts kept for one text (one per width it was broken at).
    private static let layoutsPerText = 16

    /// What decides the shaping of one span.
    struct SpanKey: Hashable, Sendable {
        let text: String
        let typeface: ObjectIdentifier
        let fallbacks: [ObjectIdentifier]
        let size: CGFloat
        let features: [String]
        let lineMetrics: TextFont.LineMetrics
        let fontTracking: CGFloat
        let kerning: CGFloat
        let tracking: CGFloat

        init(_ span: TextSpan) {
            text = span.text
            typeface = ObjectIdentifier(span.font.typeface)
            fallbacks = span.font.fallbacks.map(ObjectIdentifier.init)
            size = span.font.size
            features = span.font.features
            lineMetrics = span.font.lineMetrics
            fontTracking = span.font.tracking
            kerning = span.kerning
            tracking = span.tracking
        }
    }

    /// A proposal and a paragraph style: what decides a layout of shaped text.
    struct LayoutKey: Hashable, Sendable {
        let width: CGFloat?
        let height: CGFloat?
        let style: ParagraphStyle
    }

    private struct Entry {
        let shaped: ShapedText
        var layouts: [LayoutKey: TextLayout] = [:]
    }

    private let entries = Mutex<[[SpanKey]: Entry]>([:])

    /// `spans` shaped, from the cache or made now.
    func shaped(_ spans: [TextSpan]) -> (ShapedText, key: [SpanKey]) {
        let key = spans.map(SpanKey.init)
        if let entry = entries.withLock({ $0[key] }) { return (entry.shaped, key) }
        let shaped = ShapedText(spans)
        entries.withLock { entries in
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            if entries[key] == nil { entries[key] = Entry(shaped: shaped) }
        }
        return (shaped, key)
    }

    /// The layout of the text cached under `key` (shaped as `shaped`) for a proposal and style.
    func layout(of shaped: ShapedText, key: [SpanKey], width: CGFloat?, height: CGFloat?,
                style: ParagraphStyle) -> TextLayout {
        let layoutKey = LayoutKey(width: width, height: height, style: style)
        if let layout = entries.withLock({ $0[key]?.layouts[layoutKey] }) { return layout }
        let layout = shaped.layout(width: width, height: height, style: style)
        entries.withLock { entries in
            guard var entry = entries[key] else { return }
            if entry.layouts.count >= Self.layoutsPerText { entry.layouts.removeAll(keepingCapacity: true) }
            entry.layouts[layoutKey] = layout
            entries[key] = entry
        }
        return layout
    }
}
