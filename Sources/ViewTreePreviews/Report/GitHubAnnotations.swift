import Foundation

/// A run as GitHub Actions workflow commands, which the Actions log turns into annotations on
/// the run's summary: `::error` for images that could not be rendered and previews that could
/// not be made, `::warning` for layout warnings, render issues and images changed since an
/// earlier run.
struct GitHubAnnotations {
    /// One command a line.
    let lines: [String]

    /// The annotations of `run`, with the `changes` of a comparison by image path.
    init(run: ViewTreeRenderRun, changes: [String: String] = [:]) {
        var lines: [String] = []
        for problem in run.problems {
            lines.append(Self.command(problem.isFailure ? "error" : "warning", title: "Preview \(problem.preview)",
                                      message: problem.message))
        }
        for outcome in run.outcomes {
            let job = outcome.job
            let place = "\(job.title) on \(job.device.name) (\(job.appearanceDescription))"
            if let failure = outcome.failure {
                lines.append(Self.command("error", title: "Not rendered: \(place)", message: failure))
            }
            for warning in outcome.warnings {
                lines.append(Self.command("warning", title: "Layout: \(place)", message: warning.message))
            }
            for issue in outcome.issues {
                lines.append(Self.command("warning", title: "Render issue: \(place)", message: issue.message))
            }
            if let change = changes[job.path] {
                lines.append(Self.command("warning", title: "Changed: \(job.path)", message: change))
            }
        }
        self.lines = lines
    }

    /// `::kind file=...,title=...::message`, escaped as GitHub's workflow commands require.
    static func command(_ kind: String, file: String? = nil, title: String, message: String) -> String {
        var properties: [String] = []
        if let file { properties.append("file=\(escapeProperty(file))") }
        properties.append("title=\(escapeProperty(title))")
        return "::\(kind) \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    /// A message: `%`, carriage returns and newlines escaped.
    static func escapeData(_ value: String) -> String {
        value.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: as a message, and `:` and `,` too.
    static func escapeProperty(_ value: String) -> String {
        escapeData(value).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
