// `import AppIntents` on Linux: the App Intents types an app declares its intents, entities, enums,
// parameter summaries and shortcuts with, so intent files (and the widgets configured by them)
// compile as they are. Nothing runs them: Linux has no Shortcuts, Siri or widget configuration,
// so an intent is performed only when a test calls `perform()` itself.
// App Intents re-exports Foundation, whose `LocalizedStringResource` titles intents.
@_exported import Foundation
@_exported import struct ViewTree.LocalizedStringResource
