import Foundation
import ViewTree

/// UIKit's document picker, as representables wrap one to open or export files: the content
/// types or URLs and the delegate, stored. Never shown in a render, so the delegate is never
/// called (SwiftUI's `.fileImporter` is the SwiftUI way).
open class UIDocumentPickerViewController: UIViewController {
    /// The types of file offered when opening.
    public let contentTypes: [UTType]
    /// The files to export.
    public let exportedURLs: [URL]
    /// Whether the picker copies the files; `false` for opening in place.
    public let asCopy: Bool
    /// The object told what was picked.
    open weak var delegate: (any UIDocumentPickerDelegate)?
    /// Whether several files may be picked; `false` by default.
    open var allowsMultipleSelection = false
    /// Whether file extensions show; `false` by default.
    open var shouldShowFileExtensions = false
    /// The folder the picker starts in.
    open var directoryURL: URL?

    /// From an archive, as a storyboard or nib makes it: a render has none, so `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A picker that opens files of `contentTypes`, copying them if `asCopy` (iOS 14).
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        self.contentTypes = contentTypes
        exportedURLs = []
        self.asCopy = asCopy
        super.init()
    }

    /// A picker that opens files of `contentTypes` in place (iOS 14).
    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    /// A picker that exports `urls`, copying them if `asCopy` (iOS 14).
    public init(forExporting urls: [URL], asCopy: Bool) {
        contentTypes = []
        exportedURLs = urls
        self.asCopy = asCopy
        super.init()
    }

    /// A picker that moves `urls` (iOS 14).
    public convenience init(forExporting urls: [URL]) {
        self.init(forExporting: urls, asCopy: false)
    }
}

/// The object a document picker tells what was picked, as UIKit's `UIDocumentPickerDelegate`;
/// every method is optional. Nothing is picked in a render.
@MainActor @preconcurrency
public protocol UIDocumentPickerDelegate: NSObjectProtocol {
    /// Files were picked.
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The user cancelled.
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
    /// Does nothing.
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    /// Does nothing.
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}
