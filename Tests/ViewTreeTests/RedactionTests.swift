import Foundation
import Testing
@testable import ViewTree
import Raster

/// `redacted(reason:)`, `unredacted()`, `privacySensitive()` and `disabled`.
@MainActor struct RedactionTests {
    private let card = VStack(alignment: .leading, spacing: 4) {
        Text("Ada Lovelace").font(.headline)
        Text("Analytical Engine, 1843").font(.subheadline)
        Image(color: .blue, width: 20, height: 20)
    }

    @Test func placeholdersKeepTheLayout() {
        #expect(layout(card.redacted(reason: .placeholder)).frame == layout(card).frame)
    }

    @Test func placeholderTextIsABarPerLineInTheFaintForeground() throws {
        let text = Text("Placeholder line").font(.system(size: 20)).redacted(reason: .placeholder)
        let items = ImageRenderer(content: text).displayList
        #expect(items.count == 1)
        guard case .fill(let path, let paint)? = items.first else { Issue.record("no bar"); return }
        #expect(paint == .color(RGBAColor(red8: 0, green8: 0, blue8: 0).opacity(0.16)))
        let frame = layout(Text("Placeholder line").font(.system(size: 20))).frame
        // The bar is as wide as the text and most of its height, centred on it.
        #expect(abs(path.boundingRect.width - frame.width) < 1)
        #expect(abs(path.boundingRect.midY - frame.midY) < 2 && path.boundingRect.height < frame.height)
        let canvas = try render(text)
        #expect(canvas.pixel(x: Int(frame.midX), y: Int(frame.midY)) == RGBA8(red: 0, green: 0, blue: 0, alpha: 41))
    }

    @Test func placeholderImagesAreBoxesAndUnredactedContentIsDrawn() throws {
        let canvas = try render(card.redacted(reason: .placeholder))
        let box = layout(card).children[2].frame
        #expect(canvas.pixel(x: Int(box.midX), y: Int(box.midY)).blue == 0)
        let kept = try render(VStack(alignment: .leading, spacing: 4) {
            Text("Ada Lovelace").font(.headline)
            Image(color: .blue, width: 20, height: 20).unredacted()
        }.redacted(reason: .placeholder))
        #expect(kept.pixel(x: 10, y: kept.height - 10) == RGBA8(red: 0, green: 122, blue: 255, alpha: 255))
    }

    @Test func privacyRedactsOnlySensitiveViews() throws {
        let view = HStack(spacing: 0) {
            Image(color: .blue, width: 10, height: 10)
            Image(color: .blue, width: 10, height: 10).privacySensitive()
        }
        let canvas = try render(view.redacted(reason: .privacy))
        #expect(canvas.pixel(x: 5, y: 5).blue == 255 && canvas.pixel(x: 15, y: 5).blue == 0)
        #expect(try render(view).pixel(x: 15, y: 5).blue == 255)
    }

    @Test func disabledButtonsGreyOutAndCannotBeReenabledInside() throws {
        struct EnabledProbe: View {
            @Environment(\.isEnabled) var isEnabled
            var body: some View { Text(isEnabled ? "on" : "off") }
        }
        #expect(layout(EnabledProbe().disabled(true)).text == "off")
        #expect(layout(EnabledProbe().disabled(false).disabled(true)).text == "off")
        #expect(layout(EnabledProbe().disabled(false)).text == "on")
        let button = Button(action: {}) { Color.clear.frame(width: 4, height: 4).background(.foreground) }
        #expect(try render(button).pixel(x: 1, y: 1) == RGBA8(red: 0, green: 122, blue: 255, alpha: 255))
        // The tertiary label colour: (60, 60, 67) at 30%.
        #expect(try render(button.disabled(true)).pixel(x: 1, y: 1) == RGBA8(red: 18, green: 18, blue: 20, alpha: 77))
    }
}
