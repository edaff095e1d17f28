import Foundation

/// A named preview to render: a view (or a provider's previews), with SwiftUI's traits and,
/// as Linux additions, the devices, colour schemes, text sizes and layout directions to render
/// it in when the command line does not choose them.
///
/// ```swift
/// Preview("Profile") { ProfileView(user: .sample) }
/// Preview("Empty inbox", traits: .landscapeLeft, devices: [.iPhoneSe, .iPadPro11]) { InboxView(messages: []) }
/// Preview(ProfileView_Previews.self)
/// ```
///
/// A preview whose view has several views at its top level (a `Group`, a `ForEach`) renders
/// each of them, named by `previewDisplayName` or by their position.
@MainActor
public struct Preview {
    /// The traits of previews of views, as `PreviewTrait<Preview.ViewTraits>` names them in files
    /// that import ViewTreePreviews, where this type hides ViewTree's `Preview`.
    public typealias ViewTraits = ViewTree.Preview.ViewTraits

    /// The name the preview's files and report sections are named after.
    public var name: String
    /// How the preview is sized, unless its view says otherwise; `nil`: on the device's screen.
    public var layout: PreviewLayout?
    /// The orientation of its devices, unless its view says otherwise; `nil`: as named.
    public var orientation: InterfaceOrientation?
    /// The devices to render on when the command line names none; `nil`: the catalog's.
    public var devices: [ViewTreeDevice]?
    /// The colour schemes to render in when the command line names none; `nil`: the catalog's.
    public var colorSchemes: [ColorScheme]?
    /// The text sizes to render at when the command line names none; `nil`: `.large`.
    public var dynamicTypeSizes: [DynamicTypeSize]?
    /// The layout directions when the command line names none; `nil`: left to right.
    public var layoutDirections: [LayoutDirection]?
    /// Makes the view; throwing fails this preview's renders and no others.
    let makeContent: @MainActor () throws -> AnyView
    /// The `PreviewProvider` whose previews these are, if any: a catalog renders each provider once.
    private(set) var provider: ObjectIdentifier?

    /// A preview of the view `body` makes.
    public init<Content: View>(_ name: String, traits: PreviewTrait<ViewTree.Preview.ViewTraits>..., devices: [ViewTreeDevice]? = nil,
                               colorSchemes: [ColorScheme]? = nil, dynamicTypeSizes: [DynamicTypeSize]? = nil,
                               layoutDirections: [LayoutDirection]? = nil,
                               @ViewBuilder body: @escaping @MainActor () throws -> Content) {
        self.init(name: name, traits: traits, devices: devices, colorSchemes: colorSchemes,
                  dynamicTypeSizes: dynamicTypeSizes, layoutDirections: layoutDirections) { AnyView(try body()) }
    }

    /// The previews of a SwiftUI `PreviewProvider`, named after the type without its
    /// `_Previews` or `Previews` suffix unless `name` is given.
    public init<Provider: PreviewProvider>(_ provider: Provider.Type, name: String? = nil, traits: PreviewTrait<ViewTree.Preview.ViewTraits>...,
                                           devices: [ViewTreeDevice]? = nil, colorSchemes: [ColorScheme]? = nil,
                                           dynamicTypeSizes: [DynamicTypeSize]? = nil,
                                           layoutDirections: [LayoutDirection]? = nil) {
        self.init(name: name ?? Self.name(of: provider), traits: traits, devices: devices, colorSchemes: colorSchemes,
                  dynamicTypeSizes: dynamicTypeSizes, layoutDirections: layoutDirections) { AnyView(Provider.previews) }
        self.provider = ObjectIdentifier(provider)
    }

    init(name: String, traits: [PreviewTrait<ViewTree.Preview.ViewTraits>], devices: [ViewTreeDevice]?, colorSchemes: [ColorScheme]?,
                 dynamicTypeSizes: [DynamicTypeSize]?, layoutDirections: [LayoutDirection]?,
                 makeContent: @escaping @MainActor () throws -> AnyView) {
        self.name = name
        layout = traits.lazy.compactMap(\.layout).last
        orientation = traits.lazy.compactMap(\.orientation).last
        self.devices = devices
        self.colorSchemes = colorSchemes
        self.dynamicTypeSizes = dynamicTypeSizes
        self.layoutDirections = layoutDirections
        let wraps = traits.compactMap(\.wrap)
        self.makeContent = { try wraps.reduce(makeContent()) { view, wrap in wrap(view) } }
    }

    /// A provider's type name without its `_Previews` or `Previews` suffix.
    static func name(of provider: Any.Type) -> String {
        let typeName = String(describing: provider)
        for suffix in ["_Previews", "Previews"] where typeName.hasSuffix(suffix) && typeName.count > suffix.count {
            return String(typeName.dropLast(suffix.count))
        }
        return typeName
    }
}
