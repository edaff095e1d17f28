import Foundation

extension Color {
    /// The colour `name` of an asset catalog in `bundle`, or when `bundle` is `nil`, in the calling
    /// module's resource bundle (SwiftPM's `Bundle.module`) and then the main bundle: light or
    /// dark by the colour scheme, as its `.colorset` gives them (see `ColorCatalog`). A missing
    /// or unreadable colour draws nothing, as on iOS, and is reported as a `ViewTreeRenderIssue` that
    /// names it. Leave `fileID` to its default: it names the calling module.
    public init(_ name: String, bundle: Bundle? = nil, fileID: StaticString = #fileID) {
        self = Color.catalogColor(named: name, bundleURL: bundle?.bundleURL, module: Image.module(of: fileID))
    }

    /// Linux addition: the catalog colour `name`, or a clear colour that reports why there is none.
    @_spi(ViewTreeInternals) public static func catalogColor(named name: String, bundleURL: URL?, module: String) -> Color {
        switch lookUpCatalogColor(named: name, bundleURL: bundleURL, module: module) {
        case .success(let color): return color
        case .failure(let error): return Color(missing: ViewTreeRenderIssue(kind: .missingColor, message: String(describing: error)))
        }
    }

    /// Linux addition: the catalog colour `name`, or why there is none.
    @_spi(ViewTreeInternals) public static func lookUpCatalogColor(named name: String, bundleURL: URL?,
                                                                   module: String) -> Result<Color, any Error> {
        let bundles = ImageCatalog.searchPath(bundle: bundleURL, module: module)
        return ColorCatalog.color(named: name, in: bundles)
            .map { Color(light: $0.light, dark: $0.dark) }
            .mapError { $0 }
    }
}
