import Foundation
import ViewTree

/// An asset chosen in a photos picker, as PhotosUI's `PhotosPickerItem`. A render shows no photo
/// library and picks nothing, so an item only exists where a test makes one, and loading it
/// finds nothing: `loadTransferable(type:)` returns `nil`, as iOS does for an asset it no longer has.
public struct PhotosPickerItem: Hashable, Sendable {
    /// How an asset with several encodings is handed over, as PhotosUI's policy.
    public enum EncodingDisambiguationPolicy: Hashable, Sendable {
        /// The system decides.
        case automatic
        /// The asset's current encoding.
        case current
        /// The most compatible encoding.
        case compatible
    }

    /// The asset's identifier in the photo library, if the picker was given one.
    public let itemIdentifier: String?

    /// The content types the asset can be loaded as (none: there is no library).
    public var supportedContentTypes: [UTType] { [] }

    /// An item for the asset `itemIdentifier`.
    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
    }

    /// The asset loaded as `type`: always `nil` on Linux, where no photo library exists.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? {
        nil
    }
}

/// How a multiple-selection photos picker orders and keeps its selection, as PhotosUI's.
public struct PhotosPickerSelectionBehavior: Hashable, Sendable {
    private let name: String

    /// The default behaviour.
    public static let `default` = PhotosPickerSelectionBehavior(name: "default")
    /// The selection in the order it was made.
    public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
    /// The selection updated as it is made.
    public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
    /// Both continuous and ordered.
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}
