import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftData's `@Query` on `var trips: [Trip]`: the property reads the models from a `Query`
/// stored beside it as `_trips`, made from the attribute's arguments, as Apple's macro does. The
/// model type is read from the declared `[Trip]`, so `@Query var trips: [Trip]` needs no arguments
/// to know what it fetches (a property wrapper could not infer it), and the view's memberwise
/// initializer takes no query.
public struct QueryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let name = VariableParts(declaration)?.name else { return [] }
        return ["get { _\(raw: name).wrappedValue }"]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let parts = VariableParts(declaration) else { throw QueryMacroError.notAVariable }
        guard let element = parts.type.flatMap(Self.element(ofArray:)) else { throw QueryMacroError.notAnArray }
        let arguments = node.arguments?.as(LabeledExprListSyntax.self)?.trimmedDescription ?? ""
        // `private(set)`: a private stored property would make the view's memberwise initializer
        // private, where a property wrapper's storage does not (`ModelList()` from another file).
        return ["private(set) var _\(raw: parts.name): SwiftData.Query<\(raw: element), [\(raw: element)]> = .init(\(raw: arguments))"]
    }

    /// `T` of a declared `[T]` or `Array<T>`.
    private static func element(ofArray type: String) -> String? {
        if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") { return String(type.dropFirst().dropLast()) }
        if type.hasPrefix("Array<"), type.hasSuffix(">") { return String(type.dropFirst(6).dropLast()) }
        return nil
    }
}

/// Why `@Query` cannot expand.
enum QueryMacroError: Error, CustomStringConvertible {
    case notAVariable
    case notAnArray

    var description: String {
        switch self {
        case .notAVariable: "@Query applies to a variable declaration"
        case .notAnArray: "@Query needs the variable's type written as an array of models, such as [Trip]"
        }
    }
}
