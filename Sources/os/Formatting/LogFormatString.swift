/// A printf-style `os_log` format (`"Loaded %{public}d items from %@"`) rendered with its
/// arguments. Besides C's conversions it reads unified logging's annotations in braces after the
/// `%`: privacy ones (`public`, `private`, `sensitive`, `private, mask.hash`) are ignored, as a
/// development machine shows every value; `bool` and `BOOL` print `true`/`false` and `YES`/`NO`.
/// A conversion without an argument is printed as written, so the gap shows in the line.
enum LogFormatString {
    /// `format` with each conversion replaced by the next of `arguments`.
    static func render(_ format: String, arguments: [Any]) -> String {
        var output = ""
        var remaining = arguments[...]
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            guard character == "%" else {
                output.append(character)
                index = format.index(after: index)
                continue
            }
            guard let conversion = Conversion(parsing: format, at: format.index(after: index)) else {
                output += format[index...]
                break
            }
            index = conversion.end
            output += conversion.render(consuming: &remaining, written: format[conversion.start..<conversion.end])
        }
        return output
    }
}

/// One `%...` conversion of a format, parsed: its annotations, flags, width, precision and
/// conversion character (length modifiers such as `l` and `ll` are read and ignored, as Swift
/// arguments carry their own width).
private struct Conversion {
    /// The `%` that starts it, and the index after its conversion character.
    let start: String.Index
    let end: String.Index
    /// The annotations in braces, lower-cased words (`public`, `bool`...), `BOOL` kept as written.
    var annotations: [String] = []
    var specifier = PrintfSpecifier()
    /// Whether width or precision is `*`, read from the arguments.
    var widthFromArgument = false
    var precisionFromArgument = false

    /// The conversion starting after the `%` at `index` of `format`, or `nil` if the format ends first.
    init?(parsing format: String, at index: String.Index) {
        start = format.index(before: index)
        var cursor = index
        func peek() -> Character? { cursor < format.endIndex ? format[cursor] : nil }
        func advance() { cursor = format.index(after: cursor) }
        while peek() == "{" {
            guard let close = format[cursor...].firstIndex(of: "}") else { return nil }
            annotations += format[format.index(after: cursor)..<close]
                .split(separator: ",")
                .map { $0.trimmingSpaces() }
            cursor = format.index(after: close)
        }
        while let flag = peek(), "-+ #0".contains(flag) {
            switch flag {
            case "-": specifier.leftAligned = true
            case "+": specifier.explicitSign = true
            case " ": specifier.spaceSign = true
            case "#": specifier.alternate = true
            default: specifier.zeroPadded = true
            }
            advance()
        }
        if peek() == "*" {
            widthFromArgument = true
            advance()
        } else {
            specifier.width = Self.number(in: format, at: &cursor)
        }
        if peek() == "." {
            advance()
            if peek() == "*" {
                precisionFromArgument = true
                advance()
            } else {
                specifier.precision = Self.number(in: format, at: &cursor) ?? 0
            }
        }
        while let length = peek(), "hlqjztL".contains(length) { advance() }
        guard let conversion = peek() else { return nil }
        specifier.conversion = conversion
        advance()
        end = cursor
    }

    /// The conversion's text, taking its arguments from the front of `arguments`; `written` (the
    /// conversion as the format spells it) if they have run out.
    func render(consuming arguments: inout ArraySlice<Any>, written: Substring) -> String {
        if specifier.conversion == "%" { return "%" }
        var specifier = specifier
        if widthFromArgument {
            guard let width = arguments.popFirst() else { return String(written) }
            let columns = Self.int(width)
            specifier.width = abs(columns)
            specifier.leftAligned = specifier.leftAligned || columns < 0
        }
        if precisionFromArgument {
            guard let precision = arguments.popFirst() else { return String(written) }
            specifier.precision = max(0, Self.int(precision))
        }
        guard let argument = arguments.popFirst() else { return String(written) }
        if let truth = truthWords, argument is any BinaryInteger {
            return specifier.pad(Self.int(argument) != 0 ? truth.yes : truth.no)
        }
        return specifier.render(argument)
    }

    /// The words a `bool` or `BOOL` annotation prints for true and false.
    private var truthWords: (yes: String, no: String)? {
        if annotations.contains("BOOL") { return ("YES", "NO") }
        if annotations.contains("bool") { return ("true", "false") }
        return nil
    }

    /// The decimal number at `cursor` of `format`, moving past it; `nil` if there is none.
    private static func number(in format: String, at cursor: inout String.Index) -> Int? {
        let digits = format[cursor...].prefix { $0.isASCII && $0.isNumber }
        cursor = digits.endIndex
        return Int(digits)
    }

    /// An integer argument (a `*` width or precision) as an `Int`; zero for anything else.
    private static func int(_ argument: Any) -> Int {
        (argument as? any BinaryInteger).map { Int(truncatingIfNeeded: $0) } ?? 0
    }
}

private extension Substring {
    /// The text without leading and trailing spaces.
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
