import ArgumentParser
import Foundation

/// The options that choose what to render: previews, devices, schemes, text sizes, directions.
struct MatrixOptions: ParsableArguments {
    @Option(name: .customLong("preview"), parsing: .upToNextOption,
            help: "Render only these previews (by name; all by default).")
    var previews: [String] = []

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

    /// The previews of `all` the options name, or an error listing the names there are.
    @MainActor
    static func select(_ names: [String], from all: [Preview]) throws -> [Preview] {
        guard !names.isEmpty else { return all }
        for name in names where !all.contains(where: { $0.matches(name) }) {
            throw ValidationError("There is no preview named '\(name)'. The previews are: "
                + all.map { "'\($0.name)'" }.joined(separator: ", ") + ".")
        }
        return all.filter { preview in names.contains { preview.matches($0) } }
    }
}

extension Preview {
    /// Whether `name` names this preview: its name in any case, or its name as in file names.
    func matches(_ name: String) -> Bool {
        self.name.caseInsensitiveCompare(name) == .orderedSame || self.name.slug == name.slug
    }
}
