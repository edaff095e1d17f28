// `import UIKit` on Linux: UIKit's stand-ins drawn through ViewTree (`UIColor`, `UIImage`,
// `UIView.setAnimationsEnabled(_:)`, `UIHostingController`...), Foundation, and ViewTree's
// snapshot strategies for view controllers, views and images (`.image(on: .iPhone13ProMax)`),
// which swift-snapshot-testing declares in its UIKit support on iOS.
@_exported import ViewTreeUIKit
@_exported import Snapshot
@_exported import Foundation
// Linux's Foundation keeps `URLSession` and `URLRequest` in FoundationNetworking, which Darwin's
// Foundation includes: a file importing UIKit alone (an app's web repository) finds them too.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
