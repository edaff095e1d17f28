// Runs `@MainActor` XCTest cases on Linux. SwiftPM's test discovery lists each class's test methods
// as `[("testName", testName), ...]` and passes the list to XCTest's `testCase(_:)`, which takes
// non-isolated methods: for a `@MainActor final class FooTests: XCTestCase` the list holds
// main-actor methods, and converting it at run time stops the whole test bundle ("Could not cast
// value of type '(FooTests) -> @MainActor () throws -> ()'"); mixing sync and async tests does
// not even compile. These overloads take main-actor methods as they are, so discovery picks them.
// The test target sees them through the file the ViewTreeXCTestMainActor plugin adds to it,
// `@_exported import ViewTreeXCTestSupport`, which the discovery code's `@testable import` reaches.
//
// This module is built in the Swift 5 language mode on purpose: there, a main-actor function type
// is not implicitly `@Sendable`, which is the type discovery infers for the methods.
@preconcurrency import XCTest

/// XCTest's `testCase(_:)` for a main-actor test class whose test methods throw: each runs on the
/// main thread, where XCTest runs every test on Linux, as the main actor.
public func testCase<T: XCTestCase>(_ allTests: [(String, (T) -> @MainActor () throws -> Void)]) -> XCTestCaseEntry {
    let tests: [(String, (T) -> () throws -> Void)] = allTests.map { name, test in
        (name, { testCase in { try MainActor.assumeIsolated { try test(testCase)() } } })
    }
    return testCase(tests)
}

/// XCTest's `testCase(_:)` for a main-actor test class whose test methods do not throw.
public func testCase<T: XCTestCase>(_ allTests: [(String, (T) -> @MainActor () -> Void)]) -> XCTestCaseEntry {
    let tests: [(String, (T) -> () throws -> Void)] = allTests.map { name, test in
        (name, { testCase in { MainActor.assumeIsolated { test(testCase)() } } })
    }
    return testCase(tests)
}

/// XCTest's `asyncTest(_:)` for an async test method of a main-actor test class: the result is a
/// main-actor method, so that it lists with the class's synchronous tests.
public func asyncTest<T: XCTestCase>(_ test: @escaping (T) -> @MainActor () async throws -> Void)
    -> (T) -> @MainActor () throws -> Void {
    let body: (T) -> () async throws -> Void = { testCase in { try await test(testCase)() } }
    let wrapped: (T) -> () throws -> Void = asyncTest(body)
    return { testCase in { try wrapped(testCase)() } }
}
