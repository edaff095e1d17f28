import Foundation

/// The previews of a package, and an entry point that makes any executable target a preview
/// renderer:
///
/// ```swift
/// import ViewTreePreviews
///
/// @main
/// struct MyPreviews: ViewTreePreviewCatalog {
///     static var previews: [Preview] {
///         Preview("Profile") { ProfileView(user: .sample) }
///         Preview(InboxView_Previews.self)
///     }
/// }
/// ```
///
/// Every `#Preview` and `PreviewProvider` of the modules the executable links is rendered too,
/// after these (`declaredPreviews`), with no listing by hand; a catalog of declared previews only
/// needs no `previews` at all.
///
/// `swift run MyPreviews render --device iPhoneSe iPhone13ProMax --out previews/` then renders
/// every preview on both devices, with contact sheets, layout warnings and an HTML report;
/// `swift run MyPreviews --help` lists the commands.
@MainActor
public protocol ViewTreePreviewCatalog {
    /// The previews, in the order they are rendered and reported.
    @ViewTreePreviewsBuilder static var previews: [Preview] { get }
    /// The `#Preview`s and `PreviewProvider`s rendered after `previews`: by default every one the
    /// process links (a provider `previews` lists is rendered once).
    static var declaredPreviews: [Preview] { get }
    /// The devices previews render on when neither they nor the command line choose.
    static var defaultDevices: [ViewTreeDevice] { get }
    /// The colour schemes previews render in when neither they nor the command line choose.
    static var defaultColorSchemes: [ColorScheme] { get }
    /// The command's name in help and messages: the executable's name by default.
    nonisolated static var commandName: String { get }
}

extension ViewTreePreviewCatalog {
    /// None: only the `#Preview`s.
    public static var previews: [Preview] { [] }
    /// Every `#Preview` and `PreviewProvider` of the process (`Preview.declared`).
    public static var declaredPreviews: [Preview] { Preview.declared }
    /// The previews the commands render: `previews`, then the declared ones, leaving out providers
    /// `previews` already lists.
    static var renderedPreviews: [Preview] {
        let listed = previews
        let listedProviders = Set(listed.compactMap(\.provider))
        return listed + declaredPreviews.filter { $0.provider.map { !listedProviders.contains($0) } ?? true }
    }
    /// An iPhone 13 Pro.
    public static var defaultDevices: [ViewTreeDevice] { [.iPhone13Pro] }
    /// Light.
    public static var defaultColorSchemes: [ColorScheme] { [.light] }
    /// The executable's name.
    public nonisolated static var commandName: String {
        CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "previews"
    }

    /// Parses the command line and runs the command it names (`render` when it names none).
    public static func main() async {
        await ViewTreePreviewCommand<Self>.main()
    }
}

/// Lists previews one after another, as `static var previews` in a `ViewTreePreviewCatalog` does.
@resultBuilder
public enum ViewTreePreviewsBuilder {
    /// One preview.
    @MainActor public static func buildExpression(_ preview: Preview) -> [Preview] { [preview] }
    /// Several previews.
    @MainActor public static func buildExpression(_ previews: [Preview]) -> [Preview] { previews }
    /// The previews of each line, in order.
    public static func buildBlock(_ parts: [Preview]...) -> [Preview] { parts.flatMap { $0 } }
    /// Previews in an `if` without `else`.
    public static func buildOptional(_ part: [Preview]?) -> [Preview] { part ?? [] }
    /// Previews of one branch of an `if`.
    public static func buildEither(first part: [Preview]) -> [Preview] { part }
    /// Previews of the other branch.
    public static func buildEither(second part: [Preview]) -> [Preview] { part }
    /// Previews of a `for` loop.
    public static func buildArray(_ parts: [[Preview]]) -> [Preview] { parts.flatMap { $0 } }
}
