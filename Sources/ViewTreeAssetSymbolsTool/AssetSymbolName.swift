/// The Swift name Xcode's asset symbol generation gives an asset, as seen in Xcode-generated
/// `GeneratedAssetSymbols.swift` files: words split at spaces, dashes, underscores and other
/// punctuation; a trailing "Color" (colours) or "Image" (images) dropped; the first word starting
/// in lower case (a leading run of capitals all lower case, but for the last one when a lower-case
/// letter follows: "WSDOTbackground" is `wsdoTbackground`); every later word's first letter in
/// upper case ("AM-AI-iOS-1024x1024" is `amAIIOS1024X1024`).
enum AssetSymbolName {
    /// The symbol for the asset `name` of a catalog, whose kind's suffix is `suffix`
    /// ("Color" or "Image").
    static func symbol(forAsset name: String, droppingSuffix suffix: String) -> String {
        var words = splitWords(name)
        guard !words.isEmpty else { return "_" }
        if words.count > 1, words.last!.lowercased() == suffix.lowercased() {
            words.removeLast()
        } else if let last = words.last, last.count > suffix.count, last.hasSuffix(suffix),
                  let before = last.dropLast(suffix.count).last, before.isLowercase || before.isNumber {
            words[words.count - 1] = String(last.dropLast(suffix.count))
        }
        let identifier = lowerCasingStart(of: words[0]) + words.dropFirst().map(upperCasingFirstLetter).joined()
        if identifier.first!.isNumber { return "_" + identifier }
        return swiftKeywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// The type name of the namespace a folder provides: its words joined, each starting in upper
    /// case ("TabBarIcons", "Colors").
    static func typeName(forFolder name: String) -> String {
        let identifier = splitWords(name).map(upperCasingFirstLetter).joined()
        guard let first = identifier.first else { return "_" }
        return first.isNumber ? "_" + identifier : identifier
    }

    /// The name's runs of letters and digits.
    private static func splitWords(_ name: String) -> [String] {
        name.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
    }

    /// The word with its leading capitals in lower case, but for the last one of several when a
    /// lower-case letter follows it.
    private static func lowerCasingStart(of word: String) -> String {
        let characters = Array(word)
        let run = characters.prefix(while: \.isUppercase).count
        guard run > 0 else { return word }
        let lowered = run > 1 && run < characters.count && characters[run].isLowercase ? run - 1 : run
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// The word with its first letter (after any leading digits) in upper case.
    private static func upperCasingFirstLetter(_ word: String) -> String {
        guard let index = word.firstIndex(where: \.isLetter) else { return word }
        return word[..<index] + word[index].uppercased() + word[word.index(after: index)...]
    }

    /// Swift's keywords, which a symbol escapes with backticks.
    private static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as",
        "catch", "false", "is", "nil", "rethrows", "super", "self", "throw", "throws", "true", "try",
    ]
}
