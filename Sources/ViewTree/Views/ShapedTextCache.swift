import Foundation
import Synchronization
import Raster

/// Shaped text, its measurements and its layouts, kept between layout passes and renders: the
/// same string in the same fonts is shaped once, and measured (or broken into lines and placed)
/// once per proposal, however many proposals, passes and renderers ask. Shaping and line
/// breaking depend only on the spans and the proposal, so a text found here is the text that
/// would be made afresh.
///
/// An entry keeps its spans (and so their typefaces) alive, which keeps the typefaces' object
/// identities, part of the key, from being reused while the entry exists. When more than
/// `capacity` texts are kept, the cache starts again empty (entries already handed out live on
/// with the text views holding them).
final class ShapedTextCache: Sendable {
    static let shared = ShapedTextCache()
    private static let capacity = 4_096

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
        let baselineOffset: CGFloat
        let glyphOffset: [CGFloat]

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
            baselineOffset = span.baselineOffset
            glyphOffset = [span.glyphOffset.width, span.glyphOffset.height]
        }
    }

    /// One text shaped, with what was measured and laid out from it.
    final class Entry: Sendable {
        /// The most measurements, and the most layouts, kept for one text (one per proposal).
        /// A text that many views share (the same caption on every card of a screen) is asked
        /// more proposals than one view asks: a screen of six cards asks one subtitle about
        /// twenty, and a limit below that emptied the list on every render.
        private static let resultsPerText = 64

        let shaped: ShapedText
        /// A text is asked a handful of proposals, so short lists searched in order beat hashing.
        private let measurements = Mutex<[(key: LayoutKey, value: TextMeasurement)]>([])
        private let layouts = Mutex<[(key: LayoutKey, value: TextLayout)]>([])

        init(shaped: ShapedText) {
            self.shaped = shaped
        }

        /// The text measured for a proposal and style, without placing its glyphs.
        func measurement(width: CGFloat?, height: CGFloat?, style: ParagraphStyle) -> TextMeasurement {
            Self.value(in: measurements, for: LayoutKey(width: width, height: height, style: style)) {
                LayoutMeasurementCounter.active?.countTextMeasurement()
                return shaped.measure(width: width, height: height, style: style)
            }
        }

        /// The text broken into lines and placed for a proposal and style, to draw.
        func layout(width: CGFloat?, height: CGFloat?, style: ParagraphStyle) -> TextLayout {
            Self.value(in: layouts, for: LayoutKey(width: width, height: height, style: style)) {
                LayoutMeasurementCounter.active?.countTextLayout()
                return shaped.layout(width: width, height: height, style: style)
            }
        }

        private static func value<Value: Sendable>(in list: borrowing Mutex<[(key: LayoutKey, value: Value)]>, for key: LayoutKey,
                                         make: () -> Value) -> Value {
            if let found = list.withLock({ $0.first { $0.key == key }?.value }) { return found }
            let value = make()
            list.withLock { list in
                if list.count >= resultsPerText { list.removeAll(keepingCapacity: true) }
                list.append((key, value))
            }
            return value
        }
    }

    /// A proposal and a paragraph style: what decides a measurement or a layout of shaped text.
    struct LayoutKey: Equatable, Sendable {
        let width: CGFloat?
        let height: CGFloat?
        let style: ParagraphStyle
    }

    private let entries = Mutex<[[SpanKey]: Entry]>([:])

    /// `spans` shaped, from the cache or made now.
    func entry(for spans: [TextSpan]) -> Entry {
        let key = spans.map(SpanKey.init)
        if let entry = entries.withLock({ $0[key] }) { return entry }
        LayoutMeasurementCounter.active?.countShaping()
        let made = Entry(shaped: ShapedText(spans))
        return entries.withLock { entries in
            if let existing = entries[key] { return existing }
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = made
            return made
        }
    }
}
