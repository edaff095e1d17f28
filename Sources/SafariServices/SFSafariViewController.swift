// `import SafariServices` on Linux: the in-app browser view controller that apps wrap in a
// `UIViewControllerRepresentable`. A render loads no page: like other UIKit views, it is left
// empty and reported.
import Foundation
import ViewTreeUIKit

/// Safari's view controller for showing a web page in the app.
open class SFSafariViewController: UIViewController {
    /// How the browser behaves.
    open class Configuration: NSObject {
        /// Whether to open the page in Reader when it has one.
        open var entersReaderIfAvailable = false
        /// Whether the bars collapse as the page scrolls.
        open var barCollapsingEnabled = true

        /// The default configuration.
        override public init() {}
    }

    /// The label of the button that closes the browser.
    public enum DismissButtonStyle: Int, Sendable {
        /// "Done".
        case done
        /// "Close".
        case close
        /// "Cancel".
        case cancel
    }

    /// The page the browser opens.
    public let url: URL
    /// How the browser behaves.
    public let configuration: Configuration
    /// Told when the person closes the browser.
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    /// The bars' background colour.
    open var preferredBarTintColor: UIColor?
    /// The bars' buttons' colour.
    open var preferredControlTintColor: UIColor?
    /// The close button's label.
    open var dismissButtonStyle = DismissButtonStyle.done

    /// A browser showing `url`.
    public init(url: URL, configuration: Configuration = Configuration()) {
        self.url = url
        self.configuration = configuration
        super.init()
    }

    /// From an archive, as a storyboard makes it: a render has none, so `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }
}

/// What an `SFSafariViewController` tells its delegate; every method has a default that does nothing.
public protocol SFSafariViewControllerDelegate: AnyObject {
    /// The person closed the browser.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    /// The first page finished loading, or failed to.
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
}

extension SFSafariViewControllerDelegate {
    /// Does nothing.
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    /// Does nothing.
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
}
