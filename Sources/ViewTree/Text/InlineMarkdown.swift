import CCmarkGFM
import Foundation

/// Markdown in text literals, as SwiftUI reads it: `**strong**`, `*emphasis*`, `` `code` ``,
/// `~~strikethrough~~` and `[links](url)` style the characters; block syntax (headings, lists,
/// quotes) and whitespace are kept as written. Interpolated values are never read as Markdown
/// but take the styles around them (`"**\(name)**"` is a bold name). Parsed by cmark-gfm.
enum InlineMarkdown {
    /// The styles Markdown can set on a stretch of text.
    private struct Style {
        var bold = false
        var italic = false
        var code = false
        var strikethrough = false
        var link = false

        func apply(to run: Text.Run) -> Text.Run {
            var run = run
            if bold, run.weight == nil { run.weight = .bold }
            if italic { run.italic = true }
            if code, run.design == nil { run.design = .monospaced }
            if strikethrough, run.strikethrough == nil { run.strikethrough = .some(.single) }
            if link { run.isLink = true }
            return run
        }
    }

    /// Whether `byte` is a character that may start Markdown: an asterisk, underscore, backtick,
    /// tilde, opening bracket, less-than sign, ampersand or backslash. A key without any is shown
    /// as it is, unparsed. All are ASCII, whose bytes never occur inside another
    /// character's UTF-8, so literals are searched byte by byte (a Foundation character-set
    /// search cost more than laying the text out).
    private static func isMarker(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "~"), UInt8(ascii: "["),
             UInt8(ascii: "<"), UInt8(ascii: "&"), UInt8(ascii: "\\"):
            return true
        default:
            return false
        }
    }

    /// The characters a heading, list item, quote, fence, rule or link definition starts with.
    private static let blockStarts = CharacterSet(charactersIn: "#>-+*`~_[").union(.decimalDigits)

    /// The first of the private-use characters that stand for interpolated values while parsing.
    private static let placeholderBase: UInt32 = 0xF0000

    /// The runs of a key's segments with the Markdown of its literal parts applied, or `nil`
    /// when the literal parts hold no Markdown.
    static func runs(of segments: [LocalizedStringKey.Segment]) -> [Text.Run]? {
        let hasMarkdown = segments.contains { segment in
            if case .literal(let string) = segment { return string.utf8.contains(where: isMarker) }
            return false
        }
        guard hasMarkdown else { return nil }
        var template = ""
        for (index, segment) in segments.enumerated() {
            if case .literal(let string) = segment {
                template += string
            } else {
                template.unicodeScalars.append(Unicode.Scalar(placeholderBase + UInt32(index))!)
            }
        }
        var runs: [Text.Run] = []
        for (number, line) in template.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if number > 0 { runs.append(Text.Run(string: "\n")) }
            runs += lineRuns(String(line), segments: segments)
        }
        return runs
    }

    /// One line read as a paragraph: its leading and trailing whitespace kept, and anything that
    /// would start a block escaped, so that only inline Markdown applies.
    private static func lineRuns(_ line: String, segments: [LocalizedStringKey.Segment]) -> [Text.Run] {
        let leading = line.prefix { $0 == " " || $0 == "\t" }
        let rest = line.dropFirst(leading.count)
        let trailing = rest.reversed().prefix { $0 == " " || $0 == "\t" }
        let content = String(rest.dropLast(trailing.count))
        var runs: [Text.Run] = []
        if !leading.isEmpty { runs.append(Text.Run(string: String(leading))) }
        if !content.isEmpty { runs += parse(escapingBlockStarts(content), segments: segments) }
        if !trailing.isEmpty { runs.append(Text.Run(string: String(trailing.reversed()))) }
        return runs
    }

    /// `line` with a backslash before what would make it a heading, a list item, a quote, a
    /// fence, a rule or a link definition.
    private static func escapingBlockStarts(_ line: String) -> String {
        // Most lines start with none of the characters a block can start with: no regexes then.
        guard let first = line.unicodeScalars.first, blockStarts.contains(first) else { return line }
        let patterns = [#"^#{1,6}(\s|$)"#, #"^>"#, #"^[-+*]\s"#, #"^(```|~~~)"#, #"^\[[^\]]+\]:"#]
        if isRule(line) || patterns.contains(where: { line.range(of: $0, options: .regularExpression) != nil }) {
            return "\\" + line
        }
        // An ordered list item: escape the dot or parenthesis after the number.
        if let match = line.range(of: #"^\d{1,9}[.)](\s|$)"#, options: .regularExpression) {
            let digits = line[match].prefix { $0.isNumber }
            return digits + "\\" + line.dropFirst(digits.count)
        }
        return line
    }

    /// Whether `line` would be a thematic break: three or more of `-`, `*` and `_`, with only
    /// whitespace between them. Scanned rather than matched with `^([-*_]\s*){3,}$`, whose
    /// regex engine gives up (and answers no) on lines of a million characters.
    private static func isRule(_ line: String) -> Bool {
        var marks = 0
        for scalar in line.unicodeScalars {
            if scalar == "-" || scalar == "*" || scalar == "_" {
                marks += 1
            } else if marks == 0 || !CharacterSet.whitespacesAndNewlines.contains(scalar) {
                return false
            }
        }
        return marks >= 3
    }

    /// The inline runs of one line of Markdown.
    private static func parse(_ markdown: String, segments: [LocalizedStringKey.Segment]) -> [Text.Run] {
        cmark_gfm_core_extensions_ensure_registered()
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return [Text.Run(string: markdown)] }
        defer { cmark_parser_free(parser) }
        if let strikethrough = cmark_find_syntax_extension("strikethrough") {
            cmark_parser_attach_syntax_extension(parser, strikethrough)
        }
        markdown.withCString { cmark_parser_feed(parser, $0, strlen($0)) }
        guard let document = cmark_parser_finish(parser) else { return [Text.Run(string: markdown)] }
        defer { cmark_node_free(document) }
        return runs(of: document, segments: segments)
    }

    /// The runs of the inline nodes under `document`, walked with cmark's iterator rather than
    /// by recursion, so that Markdown nested thousands deep cannot overflow the stack.
    private static func runs(of document: OpaquePointer, segments: [LocalizedStringKey.Segment]) -> [Text.Run] {
        guard let iterator = cmark_iter_new(document) else { return [] }
        defer { cmark_iter_free(iterator) }
        var runs: [Text.Run] = []
        // The nodes from the document down to the one entered last, each with the style inside it.
        var path: [(node: OpaquePointer, style: Style)] = []
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let parent = cmark_node_parent(node)
            while let last = path.last, last.node != parent { path.removeLast() }
            var style = path.last?.style ?? Style()
            switch cmark_node_get_type(node) {
            case CMARK_NODE_TEXT, CMARK_NODE_HTML_INLINE:
                runs += substitute(literal(of: node), style: style, segments: segments)
            case CMARK_NODE_CODE:
                style.code = true
                runs += substitute(literal(of: node), style: style, segments: segments)
            case CMARK_NODE_SOFTBREAK: runs.append(style.apply(to: Text.Run(string: " ")))
            case CMARK_NODE_LINEBREAK: runs.append(style.apply(to: Text.Run(string: "\n")))
            case CMARK_NODE_STRONG: style.bold = true
            case CMARK_NODE_EMPH: style.italic = true
            case CMARK_NODE_LINK: style.link = true
            default:
                if let name = cmark_node_get_type_string(node), String(cString: name) == "strikethrough" {
                    style.strikethrough = true
                }
            }
            path.append((node, style))
        }
        return runs
    }

    private static func literal(of node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    /// `text` in `style`, its placeholders replaced by the values they stand for.
    private static func substitute(_ text: String, style: Style, segments: [LocalizedStringKey.Segment]) -> [Text.Run] {
        var runs: [Text.Run] = []
        var pending = ""
        for scalar in text.unicodeScalars {
            let index = Int(scalar.value) - Int(placeholderBase)
            guard segments.indices.contains(index) else {
                pending.unicodeScalars.append(scalar)
                continue
            }
            if !pending.isEmpty { runs.append(style.apply(to: Text.Run(string: pending))) }
            pending = ""
            runs += Text.runs(of: segments[index]).map(style.apply)
        }
        if !pending.isEmpty { runs.append(style.apply(to: Text.Run(string: pending))) }
        return runs
    }
}
