import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in that expands ViewTree's macros.
@main
struct ViewTreeMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, MarkerMacro.self, ModelMacro.self, EntryMacro.self, TipParameterMacro.self, TipRuleMacro.self, QueryMacro.self, ModelActorMacro.self]
}
