import Foundation

/// A modifier made from the environment it is applied in, as SwiftUI's `EnvironmentalModifier`:
/// `resolve(in:)` reads the environment and returns the modifier to apply.
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
    /// The modifier applied.
    associatedtype ResolvedModifier: ViewModifier

    /// The modifier to apply in `environment`.
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
    /// None: the modifier `resolve(in:)` returns is applied instead.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is resolved in its environment and has no body")
    }
}

/// The nodes of `content` changed by the modifier `modifier` resolves to in `environment`.
nonisolated func nodes<Content: View, Modifier: EnvironmentalModifier>(
    of content: Content, resolving modifier: Modifier, in environment: EnvironmentValues) -> [LayoutNode] {
    nonisolated(unsafe) let modifier = modifier  // used on the main actor only, within this call
    nonisolated(unsafe) let resolved = onMainActor { modifier.resolve(in: environment) }
    return ModifiedContent(content: content, modifier: resolved).resolveNodes(in: environment)
}
