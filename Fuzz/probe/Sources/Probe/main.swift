import Foundation
import ViewTree

// Usage: Probe --list | Probe <case>. Exit 0: rendered; 2: a thrown error (printed).
@MainActor func run() -> Int32 {
    let cases = registry()
    let arguments = CommandLine.arguments
    if arguments.count < 2 || arguments[1] == "--list" {
        for (name, _) in cases { print(name) }
        return 0
    }
    guard let probe = cases.first(where: { $0.0 == arguments[1] })?.1 else {
        print("unknown case \(arguments[1])")
        return 3
    }
    let start = ContinuousClock.now
    let renderer = ImageRenderer(content: probe.view())
    renderer.proposedSize = probe.proposal
    renderer.scale = probe.scale
    renderer.settle()
    let issues = renderer.issues
    let warnings = renderer.layoutWarnings
    do {
        let data = try renderer.pngData()
        let elapsed = ContinuousClock.now - start
        print("OK \(data.count) bytes, \(issues.count) issues, \(warnings.count) warnings, \(elapsed)")
        for issue in issues.prefix(3) { print("  issue: \(issue.message.prefix(200))") }
        return 0
    } catch {
        print("ERROR \(String(describing: error).prefix(300)) (\(issues.count) issues)")
        return 2
    }
}

exit(MainActor.assumeIsolated { run() })
