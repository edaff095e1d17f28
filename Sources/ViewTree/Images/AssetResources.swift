import Foundation

/// A colour of an asset catalog, as Xcode's generated asset symbols name it
/// (`ColorResource.brandPrimary`, used as `Color(.brandPrimary)`); ViewTree's `ViewTreeAssetSymbols`
/// plugin generates the same symbols for a SwiftPM target's `.xcassets`.
public struct ColorResource: Hashable, Sendable {
    let asset: CatalogAsset
    /// The colour's name in its catalog.
    public var name: String { asset.name }

    /// The colour `name` of a catalog in `bundle`, or when `bundle` is `nil` (a Linux addition),
    /// in the calling module's resource bundle and then the main bundle. Leave `fileID` to its default.
    public init(name: String, bundle: Bundle? = nil, fileID: StaticString = #fileID) {
        asset = CatalogAsset(name: name, bundle: bundle, fileID: fileID)
    }
}

/// An image of an asset catalog, as Xcode's generated asset symbols name it
/// (`ImageResource.logo`, used as `Image(.logo)`).
public struct ImageResource: Hashable, Sendable {
    let asset: CatalogAsset
    /// The image's name in its catalog.
    public var name: String { asset.name }

    /// The image `name` of a catalog in `bundle`, or when `bundle` is `nil` (a Linux addition), in
    /// the calling module's resource bundle and then the main bundle. Leave `fileID` to its default.
    public init(name: String, bundle: Bundle? = nil, fileID: StaticString = #fileID) {
        asset = CatalogAsset(name: name, bundle: bundle, fileID: fileID)
    }
}

/// Where a catalog asset is looked up: its name, and the bundle given or the calling module.
struct CatalogAsset: Hashable, Sendable {
    let name: String
    let bundleURL: URL?
    let module: String

    init(name: String, bundle: Bundle?, fileID: StaticString) {
        self.name = name
        bundleURL = bundle?.bundleURL
        module = Image.module(of: fileID)
    }
}

extension ColorResource {
    /// Linux addition: the catalog colour, or a clear colour that reports why there is none.
    @_spi(ViewTreeInternals) public var color: Color {
        Color.catalogColor(named: asset.name, bundleURL: asset.bundleURL, module: asset.module)
    }
}

extension ImageResource {
    /// Linux addition: where the image is looked up, for UIKit's images.
    @_spi(ViewTreeInternals) public var location: (bundleURL: URL?, module: String) { (asset.bundleURL, asset.module) }
}

extension Color {
    /// The colour of an asset catalog: light or dark by the colour scheme, as its `.colorset`
    /// gives them. A missing colour draws nothing and is reported, as `Color(_:bundle:)` does.
    public init(_ resource: ColorResource) {
        self = resource.color
    }
}

extension Image {
    /// The image of an asset catalog, its variant nearest the display scale. A missing image
    /// shows nothing and is reported, as `Image(_:bundle:)` does.
    public init(_ resource: ImageResource) {
        self.init(named: resource.name, bundleURL: resource.asset.bundleURL, module: resource.asset.module)
    }
}
