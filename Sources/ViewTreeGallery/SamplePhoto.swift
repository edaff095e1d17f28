import Foundation
import ViewTreePreviews
import ViewTreeResources

/// The bundled sample photo (Resources/Images/sample-photo.jpg), decoded once.
enum SamplePhoto {
    /// The photo, or why it could not be found or decoded.
    static let image: Result<Image, any Error> = Result {
        guard let folder = ResourceLocator.imagesDirectory() else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey:
                "ViewTree's sample images were not found; set \(ResourceLocator.environmentVariable) to the Resources folder"])
        }
        return try Image(data: try Data(contentsOf: folder.appendingPathComponent("sample-photo.jpg")))
    }

    /// The photo; throws when it is missing, which fails the previews that show it.
    static func load() throws -> Image { try image.get() }
}
