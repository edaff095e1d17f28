import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry`: a property of `EnvironmentValues` (in an extension) backed by a key, as SwiftUI's
/// macro makes it. `@Entry var accent: Color = .blue` becomes a computed property reading and
/// writing `self[__Key_accent.self]`, and a private key type `__Key_accent` whose default value is
/// the initial value (`nil` for an optional without one).
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let name = VariableParts(declaration)?.name else { return [] }
        return [
            "get { self[__Key_\(raw: name).self] }",
            "set { self[__Key_\(raw: name).self] = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let parts = VariableParts(declaration) else { throw EntryMacroError.notAVariable }
        if let type = parts.type {
            guard let value = parts.initialValue ?? (parts.isOptional ? "nil" : nil) else {
                throw EntryMacroError.noInitialValue
            }
            return ["""
                private struct __Key_\(raw: parts.name): EnvironmentKey {
                    typealias Value = \(raw: type)
                    static var defaultValue: Value { \(raw: value) }
                }
                """]
        }
        guard let initial = parts.initialValue else { throw EntryMacroError.noInitialValue }
        return ["""
            private struct __Key_\(raw: parts.name): EnvironmentKey {
                static let defaultValue = \(raw: initial)
            }
            """]
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
