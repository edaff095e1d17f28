import SwiftSyntax
import SwiftSyntaxMacros

/// TipKit's `#Rule`: `#Rule(Self.$isLoggedIn) { $0 == true }` becomes
/// `TipKit.Tips.Rule(Self.$isLoggedIn) { $0 == true }`, a rule evaluating the closure on the
/// inputs' values whenever a tip's display is decided.
public struct TipRuleMacro: ExpressionMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> ExprSyntax {
        let call = FunctionCallExprSyntax(
            calledExpression: ExprSyntax("TipKit.Tips.Rule"),
            leftParen: .leftParenToken(),
            arguments: node.arguments,
            rightParen: .rightParenToken(),
            trailingClosure: node.trailingClosure,
            additionalTrailingClosures: node.additionalTrailingClosures
        )
        return ExprSyntax(call)
    }
}
