// Swift Testing's cross-import overlay for UIKit. The compiler imports `_Testing_UIKit` into
// every file that imports both Testing and a module named UIKit (the toolchain's
// Testing.swiftcrossimport/UIKit.swiftoverlay says so), so this module must exist wherever the
// UIKit module does. As Apple's overlay does, it lets tests attach UIKit images to their results.
public import Testing
public import ViewTreeUIKit
import Foundation

/// Linux addition: a UIKit image as a test attachment, saved as a PNG file.
public struct ViewTreeAttachableImage: Attachable, Sendable {
    /// The image's PNG data (empty for images without pixels, such as symbols).
    public let pngData: Data

    /// An attachment of `image`'s pixels.
    public init(_ image: UIImage) {
        pngData = image.pngData() ?? Data()
    }

    public func withUnsafeBytes<R>(for attachment: borrowing Attachment<Self>,
                                   _ body: (UnsafeRawBufferPointer) throws -> R) throws -> R {
        try pngData.withUnsafeBytes(body)
    }

    public func preferredName(for attachment: borrowing Attachment<Self>, basedOn suggestedName: String) -> String {
        suggestedName.hasSuffix(".png") ? suggestedName : suggestedName + ".png"
    }
}

extension Attachment where AttachableValue == ViewTreeAttachableImage {
    /// An attachment of `image` as a PNG file, as `Attachment(image)` is on iOS.
    public init(_ image: UIImage, named preferredName: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        self.init(ViewTreeAttachableImage(image), named: preferredName, sourceLocation: sourceLocation)
    }

    /// Attaches `image` as a PNG file to the current test, as `Attachment.record(image)` does on iOS.
    public static func record(_ image: UIImage, named preferredName: String? = nil,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        Attachment.record(Attachment(image, named: preferredName, sourceLocation: sourceLocation),
                          sourceLocation: sourceLocation)
    }
}
