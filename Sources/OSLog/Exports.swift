// `import OSLog` on Linux: Apple's OSLog framework re-exports the `os` module, where `Logger`,
// `OSLog`, `os_log` and `OSSignposter` live; so does this module. (OSLog's own log-reading API,
// `OSLogStore` and its entries, is not provided: a render reads no system log.) OSLog is an
// Objective-C framework whose umbrella header imports Foundation, so `import OSLog` alone makes
// `Date` and `UUID` visible (Apple's Backyard Birds sample relies on it); so does this module.
@_exported import os
@_exported import Foundation
