import Foundation
import Testing
@testable import ViewTree
import Raster

/// The stand-in fonts measure as iOS does: string widths per text style and weight against
/// widths recorded on iOS, within 1.5%. docs/TEXT-METRICS.md gives each figure's source.
@MainActor struct TextWidthCalibrationTests {
    /// A width recorded on iOS.
    struct IOSWidth: CustomTestStringConvertible, Sendable {
        enum Measure: Sendable {
            /// The text's advance (its frame's width). UIKit rounds frames up to a third of a
            /// point, so the true width is up to a third below the figure: the middle is used.
            case frameRoundedUp
            /// The text's advance, measured without rounding.
            case advance
            /// The ink's width: from the first glyph's left edge to the last one's right edge.
            case ink
        }

        let text: String
        let font: Font
        let dynamicTypeSize: DynamicTypeSize
        let width: Double
        let measure: Measure
        let source: String

        init(_ text: String, _ font: Font, _ dynamicTypeSize: DynamicTypeSize = .large, _ width: Double,
             _ measure: Measure, _ source: String) {
            self.text = text
            self.font = font
            self.dynamicTypeSize = dynamicTypeSize
            self.width = width
            self.measure = measure
            self.source = source
        }

        var testDescription: String { "\"\(text)\" \(font) at \(dynamicTypeSize): \(width) (\(source))" }
    }

    nonisolated static let traitsPNG = "swift-snapshot-testing testTraits.iphone-se-*.png (@3x, iOS 13)"
    nonisolated static let traitsTXT = "swift-snapshot-testing testTraits.*.txt UILabel frames (iOS 13)"

    /// The figures (docs/TEXT-METRICS.md, "iOS widths").
    nonisolated static let table: [IOSWidth] = [
        // UILabel frames at .medium (iPhone SE, iPhone 8, iPhone X) and .large (iPhone Xs Max).
        IOSWidth("What's", .headline, .medium, 52.6667, .frameRoundedUp, traitsTXT),
        IOSWidth("the", .body, .medium, 23.6667, .frameRoundedUp, traitsTXT),
        IOSWidth("point", .body, .medium, 37, .frameRoundedUp, traitsTXT),
        IOSWidth("What's", .headline, .large, 55.6667, .frameRoundedUp, traitsTXT),
        IOSWidth("the", .body, .large, 25, .frameRoundedUp, traitsTXT),
        IOSWidth("point", .body, .large, 39, .frameRoundedUp, traitsTXT),
        // A UILabel's intrinsic size at the system font's 17 points (iOS 16).
        IOSWidth("Hello World", .body, .large, 88, .frameRoundedUp, "UILabel intrinsicContentSize (88.0, 20.33)"),
        // SwiftUI: an HStack of a symbol and a fixed-size text, @2x.
        IOSWidth("Checked", .body, .large, 68, .advance, "swift-snapshot-testing testSwiftUIView_iOS.size-that-fits.png"),
        // A real app's screens (issue 20): a semibold headline and a rounded body.
        IOSWidth("Secondary", .headline, .large, 84, .ink, "issue 20"),
        IOSWidth("Small Shadow Card", .system(.body, design: .rounded), .large, 144, .ink, "issue 20"),
        // Ink of labels at larger and accessibility sizes: SF Pro Display's sizes.
        IOSWidth("point", .body, .xSmall, 31, .ink, traitsPNG),
        IOSWidth("point", .body, .xLarge, 41, .ink, traitsPNG),
        IOSWidth("point", .body, .xxxLarge, 47.67, .ink, traitsPNG),
        IOSWidth("point", .body, .accessibility1, 57.67, .ink, traitsPNG),
        IOSWidth("point", .body, .accessibility2, 68, .ink, traitsPNG),
        IOSWidth("point", .body, .accessibility3, 82, .ink, traitsPNG),
        IOSWidth("point", .body, .accessibility4, 96.33, .ink, traitsPNG),
        IOSWidth("point", .body, .accessibility5, 108, .ink, traitsPNG),
        IOSWidth("What's", .headline, .xSmall, 45.33, .ink, traitsPNG),
        IOSWidth("What's", .headline, .xLarge, 60.33, .ink, traitsPNG),
        IOSWidth("What's", .headline, .xxxLarge, 71.67, .ink, traitsPNG),
        IOSWidth("What's", .headline, .accessibility1, 87, .ink, traitsPNG),
        IOSWidth("What's", .headline, .accessibility2, 102.33, .ink, traitsPNG),
        IOSWidth("What's", .headline, .accessibility3, 123.67, .ink, traitsPNG),
        IOSWidth("What's", .headline, .accessibility4, 145, .ink, traitsPNG),
        IOSWidth("What's", .headline, .accessibility5, 163.33, .ink, traitsPNG),
    ]

    /// The width ViewTree gives `figure`'s text, measured the same way.
    static func measured(_ figure: IOSWidth) throws -> Double {
        let font = try figure.font.resolved(dynamicTypeSize: figure.dynamicTypeSize)
        let layout = ShapedText(figure.text, font: font.textFont).layout(width: nil)
        switch figure.measure {
        case .frameRoundedUp, .advance:
            return layout.size.width
        case .ink:
            var ink = CGRect.null
            for run in layout.lines[0].runs {
                let scale = run.size / CGFloat(run.typeface.unitsPerEm)
                for (glyph, position) in zip(run.glyphs, run.positions) {
                    let bounds = run.typeface.outline(of: glyph).boundingRect
                    guard !bounds.isNull, bounds.width > 0 else { continue }
                    ink = ink.union(CGRect(x: position.x + bounds.minX * scale, y: 0, width: bounds.width * scale, height: 1))
                }
            }
            return ink.width
        }
    }

    @Test(arguments: table)
    func standInsMeasureAsIOSWithinOneAndAHalfPercent(_ figure: IOSWidth) throws {
        let ours = try Self.measured(figure)
        let ios = figure.measure == .frameRoundedUp ? figure.width - 1.0 / 6 : figure.width
        let error = (ours - ios) / ios
        #expect(abs(error) <= 0.015, "ours \(ours) against iOS \(ios): \(error * 100)%")
    }

    @Test func theGuidelinesTrackingTablesAreApplied() throws {
        // HIG: SF Pro Text at 17 points -26/1000 em, Display at 28 points +13/1000 em.
        #expect(SystemFontTracking.tracking(.sfProText, size: 17) == -0.026)
        #expect(SystemFontTracking.tracking(.sfProDisplay, size: 28) == 0.013)
        #expect(SystemFontTracking.tracking(.sfPro, size: 17) == -0.026)
        #expect(SystemFontTracking.tracking(.sfProRounded, size: 17) == 0.022)
        #expect(SystemFontTracking.tracking(.newYork, size: 17) == -0.004)
        // Between rows linearly; outside a table, its end rows.
        #expect(abs(SystemFontTracking.tracking(.sfProText, size: 16.5) - -0.023) < 1e-12)
        #expect(SystemFontTracking.tracking(.sfProText, size: 4) == 0.041)
        #expect(SystemFontTracking.tracking(.sfProDisplay, size: 200) == 0)
        #expect(SystemFontTracking.tracking(.none, size: 17) == 0)
    }

    @Test func systemTextIsTrackedAndCustomFontsAreNot() throws {
        // Body: SF Pro Text's -0.026 em plus Inter's calibration (0 at regular).
        let body = try Font.body.resolved()
        #expect(abs(body.tracking - 17 * -0.026) < 1e-9)
        // The tracking is counted after every character, the last one too.
        let plain = ShapedText("Hello", font: TextFont(typeface: body.typeface, size: 17)).layout(width: nil).size.width
        let tracked = ShapedText("Hello", font: body.textFont).layout(width: nil).size.width
        #expect(abs(tracked - (plain + 5 * body.tracking)) < 1e-9)
        #expect(try Font.custom("Papyrus", size: 17).resolved().tracking == body.tracking)
        #expect(try Font.system(size: 13, design: .monospaced).resolved().tracking == 0)
    }
}

extension TextWidthCalibrationTests.IOSWidth.Measure: Equatable {}
