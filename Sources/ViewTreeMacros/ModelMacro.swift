import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// SwiftData's `@Model`: a class becomes a `PersistentModel`. It gains the record a model
/// context fills when the model is inserted (its identifier and context), and the conformance.
public struct ModelMacro: MemberMacro, ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else { throw ModelMacroError.notAClass }
        return ["public let _$viewTreeModelRecord = SwiftData.ViewTreeModelRecord()"]
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.PersistentModel {}")]
    }
}

/// Why `@Model` cannot expand.
enum ModelMacroError: Error, CustomStringConvertible {
    case notAClass

    var description: String { "@Model applies to a class" }
}
