import Foundation

/// A run as JUnit XML, the test report format CI systems read: a `testsuite` per preview (each
/// view of a preview with several is one), a `testcase` per image named by its configuration,
/// a `failure` for an image that could not be rendered, and the layout warnings, render issues
/// and changes since an earlier run in the test case's `system-out`. Every element and
/// attribute the JUnit schema requires is there (Apache Ant's `junit.xsd`: suites with `name`,
/// `tests`, `failures`, `errors`, `time`, `timestamp`, `hostname`, `properties`, `system-out`
/// and `system-err`; cases with `name`, `classname` and `time`).
struct JUnitReport {
    /// The document.
    let xml: String

    /// The report of `run`, with the `changes` of a comparison by image path, stamped `timestamp`.
    init(run: ViewTreeRenderRun, changes: [String: String] = [:], suiteName: String, timestamp: Date) {
        let stamp = Self.timestampFormatter.string(from: timestamp)
        var suites: [(title: String, folder: String, outcomes: [ViewTreeRenderOutcome])] = []
        for outcome in run.outcomes {
            if let index = suites.firstIndex(where: { $0.folder == outcome.job.folder }) {
                suites[index].outcomes.append(outcome)
            } else {
                suites.append((outcome.job.title, outcome.job.folder, [outcome]))
            }
        }
        let failures = run.failures.count + run.problems.filter(\.isFailure).count
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\(Self.attribute(suiteName)) tests=\"\(run.outcomes.count)\" failures=\"\(failures)\" "
                        + "errors=\"0\" time=\"0\">"]
        for (id, suite) in suites.enumerated() {
            let failed = suite.outcomes.filter { $0.failure != nil }.count
            lines.append("  <testsuite name=\(Self.attribute(suite.title)) tests=\"\(suite.outcomes.count)\" "
                + "failures=\"\(failed)\" errors=\"0\" skipped=\"0\" time=\"0\" timestamp=\"\(stamp)\" "
                + "hostname=\"localhost\" id=\"\(id)\" package=\(Self.attribute(suiteName))>")
            lines.append("    <properties/>")
            for outcome in suite.outcomes {
                let job = outcome.job
                lines.append("    <testcase name=\(Self.attribute(job.configurationName)) "
                    + "classname=\(Self.attribute("\(suiteName).\(job.folder)")) time=\"0\">")
                if let failure = outcome.failure {
                    lines.append("      <failure message=\(Self.attribute(failure)) type=\"render\">"
                        + "\(Self.text("\(job.path): \(failure)"))</failure>")
                }
                var output = outcome.warnings.map { "warning: \($0.message)" } + outcome.issues.map { "issue: \($0.message)" }
                if let change = changes[job.path] { output.append("changed: \(change)") }
                if !output.isEmpty { lines.append("      <system-out>\(Self.text(output.joined(separator: "\n")))</system-out>") }
                lines.append("    </testcase>")
            }
            lines.append("    <system-out/>")
            lines.append("    <system-err/>")
            lines.append("  </testsuite>")
        }
        let problems = run.problems
        if !problems.isEmpty {
            let failed = problems.filter(\.isFailure).count
            lines.append("  <testsuite name=\"previews\" tests=\"\(problems.count)\" failures=\"\(failed)\" errors=\"0\" "
                + "skipped=\"0\" time=\"0\" timestamp=\"\(stamp)\" hostname=\"localhost\" id=\"\(suites.count)\" "
                + "package=\(Self.attribute(suiteName))>")
            lines.append("    <properties/>")
            for problem in problems {
                lines.append("    <testcase name=\(Self.attribute(problem.preview)) classname=\(Self.attribute("\(suiteName).previews")) time=\"0\">")
                if problem.isFailure {
                    lines.append("      <failure message=\(Self.attribute(problem.message)) type=\"preview\">"
                        + "\(Self.text(problem.description))</failure>")
                } else {
                    lines.append("      <system-out>\(Self.text("warning: \(problem.description)"))</system-out>")
                }
                lines.append("    </testcase>")
            }
            lines.append("    <system-out/>")
            lines.append("    <system-err/>")
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        xml = lines.joined(separator: "\n") + "\n"
    }

    /// `2026-11-23T19:45:00`, in UTC, as the schema's `timestamp` (no time zone).
    private static let timestampFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter
    }()

    /// `value` quoted as an attribute.
    static func attribute(_ value: String) -> String {
        "\"" + text(value).replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "\n", with: "&#10;") + "\""
    }

    /// `value` escaped as element text, without the characters XML 1.0 cannot hold.
    static func text(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
