import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry`: a property of `EnvironmentValues` (in an extension) backed by a key, as SwiftUI's
/// macro makes it. `@Entry var accent: Color = .blue` becomes a computed property reading and
/// writing `self[__Key_accent.self]`, and a private key type `__Key_accent` whose default value is
/// the initial value (`nil` for an optional without one).
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let name = propertyName(of: declaration) else { return [] }
        return [
            "get { self[__Key_\(raw: name).self] }",
            "set { self[__Key_\(raw: name).self] = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let name = propertyName(of: declaration) else {
            throw EntryMacroError.notAVariable
        }
        let initial = binding.initializer?.value.trimmedDescription
        if let type = binding.typeAnnotation?.type.trimmedDescription {
            let value = initial ?? (type.hasSuffix("?") || type.hasPrefix("Optional<") ? "nil" : nil)
            guard let value else { throw EntryMacroError.noInitialValue }
            return ["""
                private struct __Key_\(raw: name): EnvironmentKey {
                    typealias Value = \(raw: type)
                    static var defaultValue: Value { \(raw: value) }
                }
                """]
        }
        guard let initial else { throw EntryMacroError.noInitialValue }
        return ["""
            private struct __Key_\(raw: name): EnvironmentKey {
                static let defaultValue = \(raw: initial)
            }
            """]
    }

    /// The name of the variable `declaration` declares.
    private static func propertyName(of declaration: some DeclSyntaxProtocol) -> String? {
        declaration.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?
            .identifier.trimmedDescription
    }
}

/// Why `@Entry` cannot expand.
enum EntryMacroError: Error, CustomStringConvertible {
    case notAVariable
    case noInitialValue

    var description: String {
        switch self {
        case .notAVariable: "@Entry applies to a variable declaration"
        case .noInitialValue: "@Entry needs an initial value (or an optional type)"
        }
    }
}
