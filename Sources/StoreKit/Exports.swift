// `import StoreKit` on Linux. Apple's StoreKit is an Objective-C framework whose umbrella header
// imports Foundation, so `import StoreKit` alone makes `Date`, `Decimal` and `URL` visible; so
// does this module.
@_exported import Foundation
