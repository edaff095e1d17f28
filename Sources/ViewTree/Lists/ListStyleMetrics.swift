import Foundation

/// The insets, margins, spacings and colours of a list style at a width, in one iOS look.
///
/// iOS 26 changed inset-grouped lists. Measured on the same view (a `List` of two sections
/// with headers, body-text rows and footers) recorded by the iOS 26.2 and iOS 18.5 simulators
/// on an iPhone 17 Pro (402 points wide), in cashapp/AccessibilitySnapshot's
/// `SwiftUIListSectionTests` references (`Example/SnapshotTests/ReferenceImages`):
///
/// | | iOS 18.5 | iOS 26.2 |
/// |---|---|---|
/// | card margin, content inset | 20, 20 | 16, 16 |
/// | row (one line of body text) | 44 | 52 (51 at `.medium`, `minimumRowHeight`) |
/// | card corner radius | 10 | 26 |
/// | header | footnote, uppercased | headline, as written |
/// | list top to first card (header) | 38.7 | 40.3 |
/// | card to next card, header between | 56.3 | 58.0 |
/// | card to next card, footer and header between | 72.3 | 70.0 |
///
/// The spacings below are those figures less the texts' heights. Where only one width was
/// measured, other widths follow the older rule (*unverified*, see `cardMargin`).
struct ListStyleMetrics {
    let kind: _ListStyleKind
    let width: CGFloat
    /// The iOS look drawn.
    let os: ViewTreeOSVersion

    /// Grouped styles space their sections and draw rows on cards over the grouped background.
    var isGrouped: Bool { kind == .grouped || kind == .insetGrouped }
    /// How far rows (and cards) are from the list's edges: the layout margin, 16 or 20
    /// (`ChromeMetrics.layoutMargin`: iOS 18 uses 20 at 402 points, iOS 26 16 at 402 and 20 at 428).
    var cardMargin: CGFloat { kind == .insetGrouped || kind == .inset ? layoutMargin : 0 }
    private var layoutMargin: CGFloat { ChromeMetrics.layoutMargin(forWidth: width, in: os) }
    /// The default insets of row content in its row: 11 above and below before iOS 26, 15 from
    /// iOS 26 on (`LiquidGlassMetrics.rowVerticalInset`, *measured*; a switch reaches into them,
    /// `LiquidGlassMetrics.rowSwitchOverhang`).
    var rowInsets: EdgeInsets {
        let side = kind == .insetGrouped ? insetGroupedRowInset : layoutMargin
        let vertical = os.hasLiquidGlass ? LiquidGlassMetrics.rowVerticalInset : ChromeMetrics.rowVerticalInset
        return EdgeInsets(top: vertical, leading: side, bottom: vertical, trailing: side)
    }
    /// Inset-grouped content sits 20 into its card before iOS 26, as far as the card's margin
    /// from then on (*measured* at 402 points, above).
    private var insetGroupedRowInset: CGFloat { os.hasLiquidGlass ? layoutMargin : ChromeMetrics.insetGroupedRowInset }
    var cornerRadius: CGFloat {
        guard kind == .insetGrouped else { return 0 }
        return os.hasLiquidGlass ? LiquidGlassMetrics.cardCornerRadius : ChromeMetrics.cardCornerRadius
    }
    /// The fill behind rows; plain rows show the list's background.
    var rowBackground: Color? { isGrouped ? ChromeMetrics.groupedRowBackground : nil }
    var listBackground: Color { isGrouped ? ChromeMetrics.groupedBackground : Color.systemBackground }
    /// How far separators stop short of the row's trailing edge: iOS 26's inset-grouped
    /// separators stop at the content's trailing inset (*measured*, above: 32...370 in a
    /// 16...386 card), older ones run to the edge.
    func separatorTrailingInset(_ insets: EdgeInsets) -> CGFloat {
        os.hasLiquidGlass && kind == .insetGrouped ? insets.trailing : 0
    }
    /// How thick row separators are: one device pixel before iOS 26, one point from iOS 26 on
    /// (*measured*: 3 device pixels at 3x in both iOS 26 corpora, rckim77/Sudoku's
    /// `SudokuTests/__Snapshots__/SnapshotTests/testStatsViewSnapshot-_.iPhone13*.png` at 476f57f,
    /// iOS 26.1, and AccessibilitySnapshot's iOS 26.2 list; measured on inset-grouped lists, the
    /// same thickness for the other styles is *unverified*).
    static func separatorThickness(in os: ViewTreeOSVersion, displayScale: CGFloat) -> CGFloat {
        os.hasLiquidGlass ? 1 : 1 / max(1, displayScale.isFinite ? displayScale : 1)
    }
    /// Plain lists put a separator under every row, grouped ones only between rows (*unverified*).
    var separatorAfterLastRow: Bool { !isGrouped }

    // MARK: Grouped spacing (*measured*, above)

    /// Above a grouped list's first header: 16 (Flutter's list_section.dart, "determined from
    /// iOS 14.4 Simulator", and 16.8 to the footnote's top in iOS 18.5); 10 above iOS 26's
    /// headline header.
    var firstHeaderTopSpacing: CGFloat { os.hasLiquidGlass ? 10 : ChromeMetrics.firstHeaderTopSpacing }
    /// Between a header's text and its card.
    var headerBottomSpacing: CGFloat { os.hasLiquidGlass ? 10 : ChromeMetrics.headerBottomSpacing }
    /// Between a card and its footer's text.
    var footerTopSpacing: CGFloat { os.hasLiquidGlass ? 7.67 : ChromeMetrics.footerTopSpacing }
    /// Between a card and the next section's header text: 33.67 and 27.67. A section without a
    /// header has its card 35 below the previous card from iOS 26 on, as the first section has
    /// below the top (*measured*: home-assistant/iOS at d722d78, iOS 26.4, 35.0 between the
    /// header-less sections of `ServerSwitchingHowItWorksView.test` and of `PrivacyView.test`;
    /// FIDELITY.md, "Re-measured after the spacing and line-height rules"); before iOS 26 as
    /// before a header (*unverified*).
    func sectionSpacing(beforeHeader hasHeader: Bool) -> CGFloat {
        guard os.hasLiquidGlass else { return 33.67 }
        return hasHeader ? 27.67 : ChromeMetrics.sectionSpacing
    }
    /// How much less the gap is when a footer ends the section: the footer's text fills part of it.
    var spacingSavedByFooter: CGFloat { os.hasLiquidGlass ? 11.33 : 6.67 }
    /// The least height of a row in the look of `os` at the text size `size`, separator included:
    /// 44 before iOS 26; from iOS 26 on a line of body text at its style's line height and the
    /// row's insets, 51 at `.medium` and 52 at the default `.large` (*measured*: one-line rows 51
    /// apart at `.medium` in four views, home-assistant/iOS at d722d78, `Tests/Shared/DesignSystem/
    /// Components/__Snapshots__/ListPickerTests/testLitPickerContentUI.light.png` (iOS 26.0),
    /// `Tests/App/Settings/__Snapshots__/AboutView.test/testUI.light.png` (26.0.1) and
    /// `GesturesSetupView.test/testUI.light.png` (26.4), and rckim77/Sudoku's statistics list at
    /// 476f57f (26.1); 52 apart at `.large` in cashapp/AccessibilitySnapshot's iOS 26.2 list
    /// (the table above) and KeenWill/signalbox's settings form at e3d0b496c (26.4). Other sizes
    /// follow the same rule, *unverified*).
    static func minimumRowHeight(in os: ViewTreeOSVersion, size: DynamicTypeSize) -> CGFloat {
        guard os.hasLiquidGlass else { return ChromeMetrics.minimumRowHeight }
        return TextStyleMetrics.lineHeight(of: .body, at: size) + 2 * LiquidGlassMetrics.rowVerticalInset
    }
}
