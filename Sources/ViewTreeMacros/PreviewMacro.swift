import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview("Name", traits: .sizeThatFitsLayout) { ... }`: a preview the renderer finds with no
/// registration by hand. It expands to
///
/// - a view type whose properties are the body's `@Previewable` variables and whose `body` is
///   the rest of the closure, and
/// - a record of kind `'vtpv'` in the `swift5_tests` section, the section Swift Testing keeps its
///   test records in on Linux (`@section`, `@used`). Its accessor makes a `ViewTreeDeclaredPreview`,
///   and ViewTreePreviews reads the section of every loaded image to list them (PreviewRecords.swift).
public struct PreviewMacro: DeclarationMacro {
    /// The record kind, `'vtpv'` in ASCII.
    static let recordKind = "0x76747076"

    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let arguments = Array(node.arguments.filter { !["body", "widget", "timeline", "timelineProvider"].contains($0.label?.text) })
        let name = arguments.first.flatMap { $0.label == nil ? $0.expression.trimmed : nil }
        let traitArguments = arguments.drop { $0.label?.text != "traits" }.map(\.expression.trimmed)

        let viewName = context.makeUniqueName("Preview")
        let recordName = context.makeUniqueName("previewRecord")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file: ExprSyntax = location?.file ?? "#fileID"
        let line: ExprSyntax = location?.line ?? "#line"

        let (properties, statements): ([DeclSyntax], [String])
        if let family = node.arguments.first(where: { $0.label?.text == "as" })?.expression.trimmed {
            (properties, statements) = ([], [try widgetPreview(of: node, family: family)])
        } else {
            guard let body = node.trailingClosure ?? node.arguments.last(where: { $0.label?.text == "body" })?
                .expression.as(ClosureExprSyntax.self) else {
                throw PreviewMacroError("#Preview needs a closure that makes the view")
            }
            let (variables, rest) = split(body.statements)
            (properties, statements) = (variables, rest.map(\.trimmedDescription))
        }
        let traits = ArrayExprSyntax(elements: ArrayElementListSyntax(traitArguments.enumerated().map { index, trait in
            ArrayElementSyntax(expression: trait, trailingComma: index < traitArguments.count - 1 ? .commaToken() : nil)
        }))
        let view: DeclSyntax = """
            @MainActor private struct \(viewName): ViewTree.View {
            \(raw: properties.map { $0.trimmedDescription }.joined(separator: "\n"))
            @ViewTree.ViewBuilder var body: some ViewTree.View {
            \(raw: statements.joined(separator: "\n"))
            }
            }
            """
        let record: DeclSyntax = """
            #if objectFormat(ELF)
            @section("swift5_tests")
            #elseif objectFormat(MachO)
            @section("__DATA_CONST,__swift5_tests")
            #endif
            @used
            private nonisolated let \(recordName): ViewTree.ViewTreePreviewRecord = (
                \(raw: recordKind), 0,
                { outValue, type, _, _ in
                    ViewTree.ViewTreeDeclaredPreview.store(into: outValue, asTypeAt: type) {
                        ViewTree.ViewTreeDeclaredPreview(name: \(name ?? "nil"), traits: { \(traits) }, fileID: \(file), line: \(line)) {
                            ViewTree.AnyView(\(viewName)())
                        }
                    }
                },
                0, 0
            )
            """
        return [view, record]
    }

    /// The view of WidgetKit's `#Preview(as: family) { widget } timeline: { entries }` (or
    /// `timelineProvider: { provider }`): the widget's view of its first entry.
    static func widgetPreview(of node: some FreestandingMacroExpansionSyntax, family: ExprSyntax) throws -> String {
        func closure(_ label: String) -> ExprSyntax? {
            node.arguments.first { $0.label?.text == label }?.expression.trimmed
                ?? node.additionalTrailingClosures.first { $0.label.text == label }.map { ExprSyntax($0.closure.trimmed) }
        }
        guard let widget = closure("widget") ?? node.trailingClosure.map({ ExprSyntax($0.trimmed) }) else {
            throw PreviewMacroError("#Preview(as:) needs a closure that makes the widget")
        }
        if let timeline = closure("timeline") {
            return "WidgetKit.ViewTreeWidgetPreview(family: \(family), widget: \(widget), timeline: \(timeline))"
        }
        guard let provider = closure("timelineProvider") else {
            throw PreviewMacroError("#Preview(as:) needs a timeline or a timelineProvider closure")
        }
        return "WidgetKit.ViewTreeWidgetPreview(family: \(family), widget: \(widget), timelineProvider: \(provider))"
    }

    /// The body's `@Previewable` variables, without the attribute, and its other statements.
    static func split(_ statements: CodeBlockItemListSyntax) -> (properties: [DeclSyntax], statements: [CodeBlockItemSyntax]) {
        var properties: [DeclSyntax] = []
        var rest: [CodeBlockItemSyntax] = []
        for item in statements {
            if var variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: isPreviewable) {
                variable.attributes = variable.attributes.filter { !isPreviewable($0) }
                properties.append(DeclSyntax(variable))
            } else {
                rest.append(item)
            }
        }
        return (properties, rest)
    }

    static func isPreviewable(_ attribute: AttributeListSyntax.Element) -> Bool {
        ["Previewable", "SwiftUI.Previewable", "ViewTree.Previewable"].contains(attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription)
    }
}

/// A `#Preview` the macro cannot expand.
struct PreviewMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
