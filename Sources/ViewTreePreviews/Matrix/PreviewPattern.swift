import ArgumentParser
import Foundation

/// A `--preview` value: a preview's name, or a glob over names (`Trip*`, `*Detail?`), in any
/// case. It selects a whole preview by its name, or one view of a preview whose view has
/// several (a provider's `Group`) by the view's title (`"ProfileCard – Dark"`), its folder
/// (`profilecard-dark`) or `Preview/Variant` (`ProfileCard/Dark`).
public struct ViewTreePreviewPattern: Hashable, Sendable {
    /// The pattern as written.
    public let text: String

    /// The pattern `text`.
    public init(_ text: String) {
        self.text = text
    }

    /// Whether the pattern selects the image `job` of the preview named `preview`.
    public func selects(_ job: ViewTreeRenderJob, ofPreviewNamed preview: String) -> Bool {
        let variant = job.title.count > preview.count ? String(job.title.dropFirst(preview.count + 3)) : nil
        var names = [preview, job.title, job.folder]
        if let variant { names.append("\(preview)/\(variant)") }
        return names.contains(where: matches)
    }

    /// Whether the pattern matches `name` in any case, or as file names spell both (`trip-*`).
    func matches(_ name: String) -> Bool {
        guard text.contains("*") || text.contains("?") else {
            return text.caseInsensitiveCompare(name) == .orderedSame || text.slug == name.slug
        }
        return Self.glob(Array(text.lowercased()), matches: Array(name.lowercased()))
            || Self.glob(Array(text.globSlug), matches: Array(name.slug))
    }

    /// Shell-style matching: `*` any run of characters, `?` one character.
    static func glob(_ pattern: [Character], matches name: [Character]) -> Bool {
        var p = 0, n = 0, starP = -1, starN = 0
        while n < name.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] {
                p += 1
                n += 1
            } else if p < pattern.count, pattern[p] == "*" {
                starP = p
                starN = n
                p += 1
            } else if starP >= 0 {
                p = starP + 1
                starN += 1
                n = starN
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}

extension String {
    /// A glob as slugs spell names: lower case, other characters than letters, digits, `*` and
    /// `?` one dash (`"Trip *"` is `"trip-*"`).
    fileprivate var globSlug: String {
        let words = lowercased().split(omittingEmptySubsequences: true) { character in
            !(character == "*" || character == "?" || (character.isASCII && (character.isLetter || character.isNumber)))
        }
        return words.joined(separator: "-")
    }
}

extension ViewTreeRenderMatrix {
    /// The images `patterns` select (all when there are none), with the problems of the
    /// previews they touch; a pattern that selects nothing is an error listing the previews.
    public func selecting(_ patterns: [ViewTreePreviewPattern], previews: [Preview]) throws -> ViewTreeRenderMatrix {
        guard !patterns.isEmpty else { return self }
        var selected = self
        for pattern in patterns where !jobs.contains(where: { pattern.selects($0, ofPreviewNamed: previews[$0.previewIndex].name) })
            && !previews.contains(where: { pattern.matches($0.name) }) {
            throw ValidationError("There is no preview named '\(pattern.text)'. The previews are: "
                + previews.map { "'\($0.name)'" }.joined(separator: ", ") + ".")
        }
        selected.jobs = jobs.filter { job in
            patterns.contains { $0.selects(job, ofPreviewNamed: previews[job.previewIndex].name) }
        }
        selected.problems = problems.filter { problem in patterns.contains { $0.matches(problem.preview) } }
        return selected
    }
}
