import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: marks a `@State` (or other dynamic property) declared inside a `#Preview` body.
/// It adds nothing itself; `#Preview` makes each marked variable a property of the view it
/// generates, so the variable lives as a view's state does.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}
