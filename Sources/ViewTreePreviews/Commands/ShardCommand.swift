import ArgumentParser
import Foundation

/// `shard K/N`: the `swift test --filter` that runs one machine's share of a test suite, from
/// the tests `swift test list` prints. Whole suites are split as `ViewTreeShard` says, so each
/// suite's references and set-up stay on one machine and every test runs on exactly one.
struct ShardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shard",
        abstract: "Print the swift test --filter of one shard of a test suite.",
        discussion: """
            Reads the tests from --tests or standard input, one a line, as `swift test list` prints them \
            (Module.Suite/test()), and prints a regular expression that matches the tests of the suites of \
            shard K of N. Every machine must read the same list:
              swift test list > tests.txt
              swift test --filter "$(viewtree shard 2/4 --tests tests.txt)"
            """)

    @Argument(help: ArgumentHelp("Which shard of how many, from 1 (2/4 is the second of four).", valueName: "k/n"))
    var shard: ViewTreeShard

    @Option(help: ArgumentHelp("A file of the tests, one a line (standard input by default).", valueName: "file"))
    var tests: String?

    func run() throws {
        let list: String
        if let tests {
            list = try String(contentsOfFile: tests, encoding: .utf8)
        } else {
            list = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        }
        let names = list.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        guard !names.isEmpty else {
            // A filter from no tests would run none, and a CI job would pass without testing anything.
            throw ValidationError("No tests were given: pass --tests FILE, or pipe in what `swift test list` prints.")
        }
        print(Self.filter(for: names, shard: shard))
    }

    /// A filter no test's name matches, for a shard that has no suites (an empty filter would match every test).
    static let matchNothing = "^$"

    /// The filter for `shard` of the suites of `tests`: `^(Module\.Suite/|Module\.test\(\)$)`.
    /// Tests outside a suite (a global `@Test` function) are each a group of their own.
    static func filter(for tests: [String], shard: ViewTreeShard) -> String {
        var sizes: [String: Int] = [:]
        for test in Set(tests) {
            let group = test.lastIndex(of: "/").map { String(test[...$0]) } ?? test
            sizes[group, default: 0] += 1
        }
        let mine = shard.assigned(sizes.keys.sorted().map { ($0, sizes[$0] ?? 0) })
        guard !mine.isEmpty else { return matchNothing }
        let alternatives = mine.map { group in
            NSRegularExpression.escapedPattern(for: group) + (group.hasSuffix("/") ? "" : "$")
        }
        return "^(" + alternatives.joined(separator: "|") + ")"
    }
}
