import Foundation
@_spi(Previews) import ViewTree

/// What the command line chose for each axis of the matrix; `nil` leaves it to the previews.
public struct ViewTreeMatrixChoice: Hashable, Sendable {
    /// The devices.
    public var devices: [ViewTreeDevice]?
    /// The colour schemes.
    public var colorSchemes: [ColorScheme]?
    /// The text sizes.
    public var dynamicTypeSizes: [DynamicTypeSize]?
    /// The layout directions.
    public var layoutDirections: [LayoutDirection]?

    /// A choice of any of the axes.
    public init(devices: [ViewTreeDevice]? = nil, colorSchemes: [ColorScheme]? = nil,
                dynamicTypeSizes: [DynamicTypeSize]? = nil, layoutDirections: [LayoutDirection]? = nil) {
        self.devices = devices
        self.colorSchemes = colorSchemes
        self.dynamicTypeSizes = dynamicTypeSizes
        self.layoutDirections = layoutDirections
    }
}

/// A preview that could not be made (its view threw) or asked for something unknown.
public struct ViewTreePreviewProblem: Hashable, Sendable, CustomStringConvertible {
    /// The preview's name.
    public var preview: String
    /// What went wrong.
    public var message: String
    /// Whether the preview's images are missing because of it (rather than a warning).
    public var isFailure: Bool

    /// "Preview: message".
    public var description: String { "\(preview): \(message)" }
}

/// Every image of a run: previews x their views x devices x colour schemes x text sizes x
/// layout directions, in that order. Each axis is, from first choice to last: a trait the
/// preview's view sets for itself (`preferredColorScheme`; `previewInterfaceOrientation` turns
/// the devices), the command line's choice, the `Preview`'s own list, the catalog's default.
/// `previewDevice` is used when the command line names no devices.
@MainActor
public struct ViewTreeRenderMatrix {
    /// The images, in order.
    public internal(set) var jobs: [ViewTreeRenderJob] = []
    /// Previews that failed to make their view, and previews that asked for unknown devices.
    public internal(set) var problems: [ViewTreePreviewProblem] = []

    /// The matrix of `previews` for `choice`, with the catalog's default devices and schemes.
    public init(previews: [Preview], choice: ViewTreeMatrixChoice = ViewTreeMatrixChoice(),
                defaultDevices: [ViewTreeDevice] = [.iPhone13Pro], defaultColorSchemes: [ColorScheme] = [.light]) {
        var folders = Set<String>()
        for (index, preview) in previews.enumerated() {
            let variants: [PreviewVariant]
            do {
                variants = try preview.makeContent().previewVariants(in: EnvironmentValues())
            } catch {
                problems.append(ViewTreePreviewProblem(preview: preview.name, message: "its view threw \(error)", isFailure: true))
                continue
            }
            if variants.isEmpty {
                problems.append(ViewTreePreviewProblem(preview: preview.name, message: "its view has no views to preview",
                                               isFailure: true))
            }
            for variant in variants {
                var title = preview.name
                if variants.count > 1 { title += " – " + (variant.displayName ?? "\(variant.index + 1)") }
                var folder = title.slug, number = 1
                while folders.contains(folder) {
                    number += 1
                    folder = "\(title.slug)-\(number)"
                }
                folders.insert(folder)
                let devices = self.devices(for: variant, of: preview, choice: choice, defaults: defaultDevices)
                let schemes = variant.colorScheme.map { [$0] } ?? choice.colorSchemes ?? preview.colorSchemes
                    ?? defaultColorSchemes
                for device in devices {
                    for scheme in schemes {
                        for size in choice.dynamicTypeSizes ?? preview.dynamicTypeSizes ?? [.large] {
                            for direction in choice.layoutDirections ?? preview.layoutDirections ?? [.leftToRight] {
                                jobs.append(ViewTreeRenderJob(previewIndex: index, variant: variant.index, title: title,
                                                      folder: folder, device: device,
                                                      layout: variant.layout ?? preview.layout ?? .device,
                                                      colorScheme: scheme, dynamicTypeSize: size, layoutDirection: direction))
                            }
                        }
                    }
                }
            }
        }
    }

    /// The devices of one preview, turned to its orientation, each once.
    private mutating func devices(for variant: PreviewVariant, of preview: Preview, choice: ViewTreeMatrixChoice,
                                  defaults: [ViewTreeDevice]) -> [ViewTreeDevice] {
        var devices = choice.devices
        if devices == nil, let named = variant.device {
            if let device = named.configuration {
                devices = [device]
            } else {
                problems.append(ViewTreePreviewProblem(preview: preview.name, message: "previewDevice \"\(named.rawValue)\" is not a "
                    + "known device; rendered on the default devices instead", isFailure: false))
            }
        }
        var result = devices ?? preview.devices ?? defaults
        if let orientation = variant.orientation ?? preview.orientation {
            result = result.map { $0.oriented(orientation.isLandscape ? .landscape : .portrait) }
        }
        var seen = Set<ViewTreeDevice>()
        return result.filter { seen.insert($0).inserted }
    }
}
