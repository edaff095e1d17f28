// `import Combine` on Linux: OpenCombine under Combine's module name, so that an app's view models
// (`ObservableObject`, `@Published`, `AnyCancellable`, `Just`, `PassthroughSubject`...) compile with
// their imports untouched. ViewTree (and so `import SwiftUI`) re-exports the same OpenCombine, so a
// view model written against `import Combine` is the very `ObservableObject` a SwiftUI view observes.
@_exported import OpenCombine

// Combine's Foundation and Dispatch integrations under Apple's names: `DispatchQueue`, `RunLoop` and
// `OperationQueue` conform to `Scheduler` (`.receive(on: DispatchQueue.main)`, `.debounce(for:
// .milliseconds(300), scheduler: RunLoop.main)`), `NotificationCenter.publisher(for:object:)`,
// `Timer.publish(every:on:in:)`, `URLSession.dataTaskPublisher(for:)`, and `JSONDecoder` as a
// `TopLevelDecoder` for `.decode(type:decoder:)`. OpenCombine declares these names only where no
// module named Combine can be imported; it is built before this module, which depends on it, so in a
// clean build it never sees this one (see the README's "import Combine on Linux").
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation

// Combine re-exports Foundation, so `Date`, `URL` and `Notification.Name` need no import of their own;
// Linux's Foundation keeps `URLSession` and `URLRequest` in FoundationNetworking, which Darwin's
// Foundation includes, so a file calling `URLSession.shared.dataTaskPublisher(for:)` finds them too.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
