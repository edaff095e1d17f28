import ArgumentParser
import Foundation

/// The options that choose what to render: previews, devices, schemes, text sizes, directions.
struct MatrixOptions: ParsableArguments {
    @Option(name: .customLong("preview"), parsing: .upToNextOption,
            help: ArgumentHelp("Render only these previews (all by default): names or globs ('Trip*'), or one view of a "
                + "preview with several, as 'Preview/View' or its folder's name.", valueName: "name"))
    var previews: [String] = []

    @Option(help: ArgumentHelp("Render only shard K of N (1/4, 2/4...), for splitting a run across machines: whole "
                + "previews, spread evenly and the same way on every machine.", valueName: "k/n"))
    var shard: ViewTreeShard?

    @Option(name: .customLong("device"), parsing: .upToNextOption,
            help: ArgumentHelp("Devices to render on, by ViewImageConfig's names: iPhoneSe, iPhone13ProMax, "
                + "iPhone13ProMax.landscape, iPadPro11.portrait... (`devices` lists them).", valueName: "device"),
            transform: UnknownDevice.device(named:))
    var devices: [ViewTreeDevice] = []

    @Option(name: .customLong("color-scheme"), parsing: .upToNextOption, help: "Colour schemes: light, dark.")
    var colorSchemes: [ColorSchemeArgument] = []

    @Option(name: .customLong("dynamic-type-size"), parsing: .upToNextOption,
            help: "Text sizes, by SwiftUI's names: xSmall ... xxxLarge, accessibility1 ... accessibility5.")
    var dynamicTypeSizes: [DynamicTypeSizeArgument] = []

    @Option(name: .customLong("layout-direction"), parsing: .upToNextOption,
            help: "Layout directions: leftToRight, rightToLeft.")
    var layoutDirections: [LayoutDirectionArgument] = []

    @Option(name: .customLong("os"),
            help: ArgumentHelp("The iOS release whose look to draw: 17, 18 or 26 (default: the VIEWTREE_OS "
                + "environment variable's, else ViewTreeOSVersion.default).", valueName: "version"),
            transform: UnknownOSVersion.version(named:))
    var osVersion: ViewTreeOSVersion?

    /// Makes the `--os` version, if given, the default of every render of this run.
    func applyOSVersion() {
        if let osVersion { ViewTreeOSVersion.default = osVersion }
    }

    /// The choice of each axis the options make (`nil` for axes they leave alone).
    var choice: ViewTreeMatrixChoice {
        ViewTreeMatrixChoice(devices: devices.isEmpty ? nil : devices,
                     colorSchemes: colorSchemes.isEmpty ? nil : colorSchemes.map(\.value),
                     dynamicTypeSizes: dynamicTypeSizes.isEmpty ? nil : dynamicTypeSizes.map(\.value),
                     layoutDirections: layoutDirections.isEmpty ? nil : layoutDirections.map(\.value))
    }

    /// The matrix of `catalog`'s previews for `choice`, narrowed to the images `names` select
    /// and to `shard`, with the previews its jobs index; an error lists the previews when a name
    /// selects nothing.
    @MainActor
    static func matrix<Catalog: ViewTreePreviewCatalog>(of catalog: Catalog.Type, previews names: [String],
                                                        choice: ViewTreeMatrixChoice, shard: ViewTreeShard? = nil)
        throws -> (matrix: ViewTreeRenderMatrix, previews: [Preview]) {
        let previews = Catalog.previews
        var matrix = try ViewTreeRenderMatrix(previews: previews, choice: choice, defaultDevices: Catalog.defaultDevices,
                                              defaultColorSchemes: Catalog.defaultColorSchemes)
            .selecting(names.map(ViewTreePreviewPattern.init), previews: previews)
        if let shard { matrix = matrix.sharded(shard) }
        return (matrix, previews)
    }
}
