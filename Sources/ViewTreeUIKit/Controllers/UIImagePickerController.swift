import Foundation

/// UIKit's photo and camera picker, as representables wrap one: the source, media types and
/// delegate, stored. Never shown in a render, so the delegate is never called.
open class UIImagePickerController: UINavigationController {
    /// Where images come from; `.photoLibrary` by default.
    open var sourceType = SourceType.photoLibrary
    /// The kinds of media offered (uniform type identifiers); `["public.image"]` by default.
    open var mediaTypes = ["public.image"]
    /// Whether the user may crop the image; `false` by default.
    open var allowsEditing = false
    /// Which camera is used; `.rear` by default.
    open var cameraDevice = CameraDevice.rear
    /// Whether the camera takes photos or videos; `.photo` by default.
    open var cameraCaptureMode = CameraCaptureMode.photo
    /// The longest video, in seconds; 600 by default.
    open var videoMaximumDuration: TimeInterval = 600

    /// Whether `sourceType` is available: the photo library and saved photos are, a camera is
    /// not (as in the iOS Simulator).
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

    /// The media types `sourceType` offers: images, or none for an unavailable source.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
    }

    /// Whether `cameraDevice` is available: no camera is.
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    /// Where a picker's images come from, as UIKit's `UIImagePickerController.SourceType`.
    public enum SourceType: Int, Sendable {
        case photoLibrary = 0, camera = 1, savedPhotosAlbum = 2
    }

    /// A camera, as UIKit's `UIImagePickerController.CameraDevice`.
    public enum CameraDevice: Int, Sendable {
        case rear = 0, front = 1
    }

    /// What a camera takes, as UIKit's `UIImagePickerController.CameraCaptureMode`.
    public enum CameraCaptureMode: Int, Sendable {
        case photo = 0, video = 1
    }

    /// The keys of what a picker hands its delegate, as UIKit's `UIImagePickerController.InfoKey`
    /// (UIKit's raw values).
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        /// The key's text.
        public let rawValue: String
        /// The key `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The media type's identifier.
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The image as taken or chosen (a `UIImage`).
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The cropped image (a `UIImage`).
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The crop rectangle.
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// The movie's file URL.
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// The image's file URL.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// The photo library asset.
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        /// The live photo.
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        /// The metadata of a new photo.
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    }
}

/// The object a picker hands what was picked, as UIKit's `UIImagePickerControllerDelegate`;
/// every method is optional. Set it through `delegate`, which (as in UIKit) also takes a
/// `UINavigationControllerDelegate`. Nothing is picked in a render.
@MainActor @preconcurrency
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    /// Media was picked.
    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user cancelled.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// Does nothing.
    public func imagePickerController(_ picker: UIImagePickerController,
                                      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    /// Does nothing.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}
