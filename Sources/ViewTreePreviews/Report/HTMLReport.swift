import Foundation

/// A report as one HTML page that opens offline in any browser: images by relative path, style
/// and the comparison slider inline. Changed images show expected, actual and difference side
/// by side, with a slider that wipes from the expected image to the actual one.
struct HTMLReport {
    /// One image of a section, with what to say under it.
    struct Figure {
        var image: String?
        var caption: String
        var notes: [String]
        var isProblem: Bool
    }

    /// A preview's images and contact sheets.
    struct Section {
        var title: String
        var sheets: [String]
        var figures: [Figure]
    }

    var title: String
    var summary: String
    var changes: [ImageChange] = []
    var changesTitle = "Changed images"
    var problems: [String] = []
    var sections: [Section] = []

    /// The report of a run, with its changes since an earlier run if it was compared with one.
    init(run: ViewTreeRenderRun, comparison: RunComparison?) {
        title = "Previews"
        let outcomes = run.outcomes
        let previews = Set(outcomes.map(\.job.folder)).count, devices = Set(outcomes.map(\.job.device)).count
        let warnings = outcomes.reduce(0) { $0 + $1.warnings.count }
        var parts = ["\(outcomes.count) image\(outcomes.count == 1 ? "" : "s") of \(previews) preview\(previews == 1 ? "" : "s") "
                     + "on \(devices) device\(devices == 1 ? "" : "s")",
                     "\(run.failures.count) failed", "\(warnings) layout warning\(warnings == 1 ? "" : "s")"]
        if let comparison {
            parts.append("\(comparison.changes.count) changed or new, \(comparison.unchanged) unchanged")
            changes = comparison.changes
        }
        summary = parts.joined(separator: " · ")
        problems = run.problems.map(\.description)
        var order: [String] = []
        var byFolder: [String: [ViewTreeRenderOutcome]] = [:]
        for outcome in outcomes {
            if byFolder[outcome.job.folder] == nil { order.append(outcome.job.folder) }
            byFolder[outcome.job.folder, default: []].append(outcome)
        }
        sections = order.map { folder in
            let outcomes = byFolder[folder] ?? []
            return Section(title: outcomes.first?.job.title ?? folder,
                           sheets: run.contactSheets.filter { $0.hasPrefix(folder + "/") },
                           figures: outcomes.map { outcome in
                               let job = outcome.job
                               return Figure(image: outcome.failure == nil ? job.path : nil,
                                             caption: "\(job.device.name) · \(job.appearanceDescription)",
                                             notes: outcome.failure.map { ["Failed: \($0)"] }
                                                 ?? outcome.warnings.map(\.message) + outcome.issues.map(\.message),
                                             isProblem: outcome.failure != nil)
                           })
        }
    }

    /// The report of snapshot failures.
    init(snapshotFailures: SnapshotFailures, artifacts: URL) {
        title = "Snapshot failures"
        summary = "\(snapshotFailures.changes.count) failed snapshot\(snapshotFailures.changes.count == 1 ? "" : "s") in "
            + artifacts.path
        changes = snapshotFailures.changes
        changesTitle = "Failed snapshots"
    }

    /// The page.
    var html: String {
        var body = "<header><h1>\(escape(title))</h1><p>\(escape(summary))</p></header>\n"
        if !problems.isEmpty {
            body += "<section class=\"problems\"><h2>Problems</h2><ul>"
                + problems.map { "<li>\(escape($0))</li>" }.joined() + "</ul></section>\n"
        }
        if !changes.isEmpty {
            body += "<section><h2>\(escape(changesTitle))</h2>\n" + changes.map(changeFigure).joined() + "</section>\n"
        }
        for section in sections {
            body += "<section><h2>\(escape(section.title))</h2>\n"
            for sheet in section.sheets {
                body += "<a href=\"\(link(sheet))\"><img class=\"sheet\" src=\"\(link(sheet))\" alt=\"Contact sheet\"></a>\n"
            }
            body += "<div class=\"grid\">" + section.figures.map(figure).joined() + "</div></section>\n"
        }
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
        <title>\(escape(title))</title><style>\(Self.style)</style></head>
        <body>
        \(body)<script>\(Self.script)</script>
        </body></html>

        """
    }

    private func figure(_ figure: Figure) -> String {
        var html = "<figure\(figure.isProblem ? " class=\"problem\"" : "")>"
        if let image = figure.image {
            html += "<a href=\"\(link(image))\"><img src=\"\(link(image))\" loading=\"lazy\" alt=\"\(escape(figure.caption))\"></a>"
        }
        html += "<figcaption>\(escape(figure.caption))</figcaption>"
        if !figure.notes.isEmpty {
            html += "<ul>" + figure.notes.map { "<li>\(escape($0))</li>" }.joined() + "</ul>"
        }
        return html + "</figure>\n"
    }

    private func changeFigure(_ change: ImageChange) -> String {
        var html = "<figure class=\"change\"><figcaption><b>\(escape(change.title))</b> \(escape(change.message))</figcaption>"
        html += "<div class=\"panels\">"
        for (label, path) in [("Expected", change.expected), ("Actual", change.actual), ("Difference", change.difference)] {
            guard let path else { continue }
            html += "<div><h3>\(label)</h3><a href=\"\(link(path))\"><img src=\"\(link(path))\" alt=\"\(label)\"></a></div>"
        }
        html += "</div>"
        if let expected = change.expected {
            html += "<div class=\"slider\" style=\"--split:50%\"><img src=\"\(link(expected))\" alt=\"Expected\">"
                + "<img class=\"over\" src=\"\(link(change.actual))\" alt=\"Actual\">"
                + "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"Expected on the left, actual on the right\">"
                + "</div>"
        }
        return html + "</figure>\n"
    }

    /// `path` as a relative URL.
    private func link(_ path: String) -> String {
        escape(path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    private static let style = """
    body{font:15px/1.4 system-ui,sans-serif;margin:0;padding:24px;background:#f2f2f7;color:#1c1c1e}
    header p{color:#636366}h2{margin-top:40px}
    .grid{display:flex;flex-wrap:wrap;gap:20px;align-items:flex-start}
    figure{margin:0;background:#fff;border-radius:12px;padding:12px;max-width:320px}
    figure img{display:block;max-width:100%;max-height:480px;border:1px solid #c7c7cc}
    figure ul{margin:8px 0 0;padding-left:18px;color:#c93400;font-size:13px}
    figure.problem{background:#ffdddb}.problems li{color:#c93400}
    img.sheet{display:block;max-width:100%;margin:12px 0;border-radius:8px}
    figure.change{max-width:none;margin:16px 0}
    .panels{display:flex;gap:16px;flex-wrap:wrap;margin:12px 0}.panels h3{margin:0 0 6px;font-size:13px}
    .panels img{max-height:420px}
    .slider{position:relative;display:inline-block;max-width:100%}
    .slider img{display:block;max-width:100%;max-height:420px}
    .slider img.over{position:absolute;top:0;left:0;width:100%;height:100%;clip-path:inset(0 0 0 var(--split));border-left:2px solid #ff3b30}
    .slider input{position:absolute;left:0;bottom:8px;width:100%}
    @media (prefers-color-scheme:dark){body{background:#000;color:#fff}figure{background:#1c1c1e}}
    """

    private static let script = """
    document.querySelectorAll('.slider input').forEach(function (input) {
      input.addEventListener('input', function () { input.parentElement.style.setProperty('--split', input.value + '%') })
    })
    """
}
