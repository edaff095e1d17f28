import ArgumentParser
import Foundation

/// The command line of a preview renderer: `render` (the default), `warnings`, `list`,
/// `devices`, `report` and `shard`, over the previews of `Catalog`; `--version` prints ViewTree's version.
public struct ViewTreePreviewCommand<Catalog: ViewTreePreviewCatalog>: AsyncParsableCommand {
    /// The catalog's command name, the subcommands, and `render` by default.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: Catalog.commandName,
            abstract: "Render previews to PNG across devices, colour schemes, text sizes and layout directions.",
            version: ViewTreeVersion.current,
            subcommands: [RenderCommand<Catalog>.self, WarningsCommand<Catalog>.self, ListCommand<Catalog>.self,
                          DevicesCommand.self, ReportCommand.self, ShardCommand.self],
            defaultSubcommand: RenderCommand<Catalog>.self)
    }

    /// The command before its arguments are parsed.
    public init() {}
}
