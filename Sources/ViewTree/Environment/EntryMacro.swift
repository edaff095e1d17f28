/// Declares a property of `EnvironmentValues` with its key, as SwiftUI's `@Entry`:
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
/// ```
///
/// The property reads and writes the environment through a private key whose default value is
/// the initial value (`nil` for an optional declared without one).
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "ViewTreeMacros", type: "EntryMacro")
