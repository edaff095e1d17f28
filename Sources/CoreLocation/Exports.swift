// `import CoreLocation` on Linux. Apple's Core Location is an Objective-C framework whose umbrella
// header imports Foundation, so `import CoreLocation` alone makes `Date` and `NSObject` visible; so
// does this module.
@_exported import Foundation
