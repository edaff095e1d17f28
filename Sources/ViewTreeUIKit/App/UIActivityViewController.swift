import Foundation

/// A service the share sheet offers, as UIKit's `UIActivity`. Subclass it for an app's own
/// services; a render shows no share sheet, so none is performed.
open class UIActivity: NSObject {
    /// The kind of a share-sheet service, as UIKit's `UIActivity.ActivityType` (Apple's
    /// identifiers, `com.apple.UIKit.activity.…`).
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        /// The service's identifier.
        public let rawValue: String
        /// The service identified by `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The service identified by `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let postToFacebook = Self("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = Self("com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = Self("com.apple.UIKit.activity.PostToWeibo")
        public static let message = Self("com.apple.UIKit.activity.Message")
        public static let mail = Self("com.apple.UIKit.activity.Mail")
        public static let print = Self("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = Self("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = Self("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = Self("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = Self("com.apple.UIKit.activity.AddToReadingList")
        public static let postToFlickr = Self("com.apple.UIKit.activity.PostToFlickr")
        public static let postToVimeo = Self("com.apple.UIKit.activity.PostToVimeo")
        public static let postToTencentWeibo = Self("com.apple.UIKit.activity.TencentWeibo")
        public static let airDrop = Self("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = Self("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = Self("com.apple.UIKit.activity.MarkupAsPDF")
        public static let sharePlay = Self("com.apple.UIKit.activity.SharePlay")
        public static let collaborationInviteWithLink = Self("com.apple.UIKit.activity.CollaborationInviteWithLink")
        public static let collaborationCopyLink = Self("com.apple.UIKit.activity.CollaborationCopyLink")
        public static let addToHomeScreen = Self("com.apple.UIKit.activity.AddToHomeScreen")
    }

    /// The service's kind; `nil` here (subclasses name theirs).
    open var activityType: ActivityType? { nil }
    /// The title shown under the service's icon; `nil` here.
    open var activityTitle: String? { nil }
}

/// UIKit's share sheet, as `UIViewControllerRepresentable` wrappers make it: the items to share,
/// the app's own services, the services left out and the completion handler, stored. A render
/// never makes the wrapper's controller, and shows no share sheet.
open class UIActivityViewController: UIViewController {
    /// What the completion handler is told: the service chosen, whether it finished, the items
    /// it returned and any error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items to share.
    public let activityItems: [Any]
    /// The app's own services, shown with the system's.
    public let applicationActivities: [UIActivity]?
    /// The services not offered; `nil` (none left out) by default.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called when the sheet is dismissed (never, in a render).
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// From an archive, as a storyboard or nib makes it: a render has none, so `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A share sheet of `activityItems` offering `applicationActivities` too.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init()
    }
}
