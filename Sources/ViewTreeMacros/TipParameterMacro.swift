import SwiftSyntax
import SwiftSyntaxMacros

/// TipKit's `@Parameter`: `@Parameter static var isLoggedIn: Bool = false` becomes a computed
/// variable reading and writing `$isLoggedIn`, a peer `Tips.Parameter` keyed by the type's and
/// the variable's names, whose default is the initial value (`nil` for an optional without one).
public struct TipParameterMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let name = VariableParts(declaration)?.name else { return [] }
        return [
            "get { $\(raw: name).wrappedValue }",
            "set { $\(raw: name).wrappedValue = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let parts = VariableParts(declaration) else { throw TipParameterMacroError.notAVariable }
        let options = node.arguments?.as(LabeledExprListSyntax.self)?.map(\.expression.trimmedDescription) ?? []
        let modifiers = parts.isStatic ? "static " : ""
        let optionList = "[" + options.joined(separator: ", ") + "]"
        if let type = parts.type {
            guard let value = parts.initialValue ?? (parts.isOptional ? "nil" : nil) else {
                throw TipParameterMacroError.noInitialValue
            }
            return ["""
                \(raw: modifiers)let $\(raw: parts.name): TipKit.Tips.Parameter<\(raw: type)> = \
                TipKit.Tips.Parameter(Self.self, "\(raw: parts.name)", \(raw: value), \(raw: optionList))
                """]
        }
        guard let value = parts.initialValue else { throw TipParameterMacroError.noInitialValue }
        return ["""
            \(raw: modifiers)let $\(raw: parts.name) = TipKit.Tips.Parameter(Self.self, "\(raw: parts.name)", \(raw: value), \(raw: optionList))
            """]
    }
}

/// The parts of a variable declaration a property macro rewrites.
struct VariableParts {
    let name: String
    let type: String?
    let initialValue: String?
    let isStatic: Bool

    /// Whether the declared type is optional.
    var isOptional: Bool { type.map { $0.hasSuffix("?") || $0.hasPrefix("Optional<") } ?? false }

    init?(_ declaration: some DeclSyntaxProtocol) {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription else { return nil }
        self.name = name
        type = binding.typeAnnotation?.type.trimmedDescription
        initialValue = binding.initializer?.value.trimmedDescription
        isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
    }
}

/// Why `@Parameter` cannot expand.
enum TipParameterMacroError: Error, CustomStringConvertible {
    case notAVariable
    case noInitialValue

    var description: String {
        switch self {
        case .notAVariable: "@Parameter applies to a variable declaration"
        case .noInitialValue: "@Parameter needs an initial value (or an optional type)"
        }
    }
}
