// `import SwiftUI` on Linux: ViewTree's SwiftUI API, and UIKit's stand-ins, which SwiftUI
// re-exports on iOS (`UIColor`, `UIHostingController`, `Color(uiColor:)`...). Through UIKit it
// also brings ViewTree's snapshot strategies, which swift-snapshot-testing declares for SwiftUI
// views on iOS, so a test file that imports SnapshotTesting and SwiftUI finds `.image(layout:)`.
@_exported import ViewTree
@_exported import UIKit
// SwiftUI imports Combine on iOS without re-exporting it: a view file that imports SwiftUI alone
// finds Combine's members (`.onReceive(Timer.publish(every: 1, on: .main, in: .common)
// .autoconnect())`, `.receive(on: DispatchQueue.main)`) and, through Foundation, `ObservableObject`
// and `@Published`; Combine's other type names need `import Combine`. So an app module's own
// `Subscription` or `Record` is the one a file importing SwiftUI and that module sees.
import Combine
// On Apple platforms `import Foundation` brings URLSession and URLRequest; on Linux they are in
// FoundationNetworking, which app files importing SwiftUI then find too.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
