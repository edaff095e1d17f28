import Foundation

private struct CollectsListSectionsKey: EnvironmentKey { static let defaultValue = false }
private struct IsListRowKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the views being resolved are a list's rows, whose sections the list draws.
    var collectsListSections: Bool {
        get { self[CollectsListSectionsKey.self] }
        set { self[CollectsListSectionsKey.self] = newValue }
    }

    /// Whether the views being resolved are (inside) a list row, where a `NavigationLink` shows
    /// a disclosure chevron.
    var isListRow: Bool {
        get { self[IsListRowKey.self] }
        set { self[IsListRowKey.self] = newValue }
    }

    /// These values for a list's rows: sections are collected, links are rows.
    var forListRows: EnvironmentValues {
        var rows = self
        rows.collectsListSections = true
        rows.isListRow = true
        return rows
    }

    /// These values for views inside another container or a list's header or footer, where
    /// sections are plain views and links are buttons.
    var outsideList: EnvironmentValues {
        var inner = self
        inner.collectsListSections = false
        inner.isListRow = false
        return inner
    }

    /// These values for a list section's header, styled as the list's style styles headers:
    /// footnote, uppercased, in the secondary colour in grouped lists (headline as written from
    /// iOS 26 on); headline in plain ones;
    /// title 3 bold with `headerProminence(.increased)`. The header's own modifiers still win.
    var forListSectionHeader: EnvironmentValues {
        var header = outsideList
        if headerProminence == .increased {
            header.font = Font.title3.bold()
        } else if ListStyleMetrics(kind: listStyle ?? .insetGrouped, width: 0, os: viewTreeOSVersion).isGrouped {
            // iOS 26 draws grouped headers in the headline style as written (*measured*, see
            // ListStyleMetrics: 12-point capitals, sentence case, in the secondary colour).
            header.font = viewTreeOSVersion.hasLiquidGlass ? ChromeMetrics.plainHeaderFont : ChromeMetrics.groupedHeaderFont
            header.textCase = viewTreeOSVersion.hasLiquidGlass ? nil : .uppercase
            header.foregroundStyle = Color.secondary
        } else {
            header.font = ChromeMetrics.plainHeaderFont
        }
        return header
    }

    /// These values for a list section's footer: footnote, in the secondary colour; from iOS 26
    /// on its lines closer (`LiquidGlassMetrics.listFooterLineSpacing`).
    var forListSectionFooter: EnvironmentValues {
        var footer = outsideList
        footer.font = ChromeMetrics.groupedHeaderFont
        footer.foregroundStyle = Color.secondary
        if viewTreeOSVersion.hasLiquidGlass { footer.lineSpacing += LiquidGlassMetrics.listFooterLineSpacing }
        return footer
    }
}
