import Foundation

/// Which assets a photos picker offers, as PhotosUI's `PHPickerFilter`. A render shows no
/// library, so the filter only has to be written as on iOS.
public struct PHPickerFilter: Hashable, Sendable {
    /// The filter's description, for comparing filters.
    private let kind: String

    private init(_ kind: String) {
        self.kind = kind
    }

    /// Images, Live Photos included.
    public static let images = PHPickerFilter("images")
    /// Videos.
    public static let videos = PHPickerFilter("videos")
    /// Live Photos.
    public static let livePhotos = PHPickerFilter("livePhotos")
    /// Panoramas.
    public static let panoramas = PHPickerFilter("panoramas")
    /// Screenshots.
    public static let screenshots = PHPickerFilter("screenshots")
    /// Screen recordings.
    public static let screenRecordings = PHPickerFilter("screenRecordings")
    /// Slow-motion videos.
    public static let slomoVideos = PHPickerFilter("slomoVideos")
    /// Time-lapse videos.
    public static let timelapseVideos = PHPickerFilter("timelapseVideos")
    /// Bursts.
    public static let bursts = PHPickerFilter("bursts")
    /// Depth-effect photos.
    public static let depthEffectPhotos = PHPickerFilter("depthEffectPhotos")
    /// Cinematic videos.
    public static let cinematicVideos = PHPickerFilter("cinematicVideos")
    /// Spatial media.
    public static let spatialMedia = PHPickerFilter("spatialMedia")

    /// Assets any of `filters` match.
    public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter("any(" + filters.map(\.kind).joined(separator: ",") + ")")
    }

    /// Assets all of `filters` match.
    public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter("all(" + filters.map(\.kind).joined(separator: ",") + ")")
    }

    /// Assets `filter` does not match.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
        PHPickerFilter("not(" + filter.kind + ")")
    }
}
