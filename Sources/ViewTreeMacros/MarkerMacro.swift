import SwiftSyntax
import SwiftSyntaxMacros

/// An attribute that adds nothing itself, for macros whose meaning another macro reads:
/// `@Previewable` (a `#Preview` body's variable, made a property of the preview's view) and
/// SwiftData's `@Attribute`, `@Relationship` and `@Transient` (options of a model's property).
public struct MarkerMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}
