import ArgumentParser

/// The `viewtree` command-line tool.
@main
struct ViewTreeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "viewtree",
        abstract: "Render SwiftUI-style views to PNG on Linux.",
        subcommands: [GalleryCommand.self],
        defaultSubcommand: GalleryCommand.self
    )
}
