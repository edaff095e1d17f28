import Foundation
@testable import os
import Testing

/// The text of a `Logger` message, as its interpolations format their values.
private func text(_ message: OSLogMessage) -> String {
    message.text
}

/// A type an app describes itself.
private struct TripID: CustomStringConvertible {
    let value: Int
    var description: String { "trip-\(value)" }
}

/// Errors as apps declare them: one that describes itself, one that does not.
private enum SyncError: Error, CustomStringConvertible {
    case offline
    var description: String { "the device is offline" }
}

private enum SaveError: Error {
    case diskFull
}

/// Counts how often a value is read.
private final class ReadCounter: @unchecked Sendable {
    var reads = 0
    func value() -> Int {
        reads += 1
        return reads
    }
}

struct OSLogMessageTests {
    @Test func privacyOptionsShowTheValueAsADevelopmentDeviceDoes() {
        let name = "Ada", token = "s3cr3t", id = 42
        #expect(text("user \(name, privacy: .private) id \(id, privacy: .private(mask: .hash)) token \(token, privacy: .sensitive)")
                == "user Ada id 42 token s3cr3t")
        #expect(text("\(name, privacy: .public) \(name, privacy: .auto) \(name, privacy: .auto(mask: .hash))") == "Ada Ada Ada")
        #expect(text("literal only") == "literal only")
    }

    @Test func integersInTheirFormats() {
        #expect(text("\(255, format: .hex)") == "ff")
        #expect(text("\(255, format: .hex(includePrefix: true, uppercase: true))") == "0xFF")
        #expect(text("\(8, format: .octal(includePrefix: true))") == "0o10")
        #expect(text("\(42, format: .decimal(minDigits: 4))") == "0042")
        #expect(text("\(42, format: .decimal(explicitPositiveSign: true)) \(-42, format: .decimal(explicitPositiveSign: true))") == "+42 -42")
        #expect(text("\(Int32(-1), format: .hex) \(Int8(-1), format: .hex)") == "ffffffff ff")
        #expect(text("\(UInt8(7), format: .decimal(explicitPositiveSign: true)) \(UInt64.max)") == "+7 18446744073709551615")
        #expect(text("\(10, format: .hex(includePrefix: true, minDigits: 4))") == "0x000a")
    }

    @Test func floatingPointNumbersInTheirFormats() {
        #expect(text("\(2.5)") == "2.500000")
        #expect(text("\(3.14159, format: .fixed(precision: 2))") == "3.14")
        #expect(text("\(2.5, format: .fixed(precision: 1, explicitPositiveSign: true))") == "+2.5")
        #expect(text("\(1234.5, format: .exponential)") == "1.234500e+03")
        #expect(text("\(1234.5, format: .exponential(precision: 1, uppercase: true))") == "1.2E+03")
        #expect(text("\(0.0001, format: .hybrid) \(1e20, format: .hybrid)") == "0.0001 1e+20")
        #expect(text("\(Float(0.5)) \(CGFloat(1.25), format: .fixed(precision: 2))") == "0.500000 1.25")
        #expect(text("\(Double.infinity, format: .fixed(uppercase: true))") == "INF")
    }

    @Test func alignmentPadsToTheColumn() {
        #expect(text("[\("ab", align: .left(columns: 5))]") == "[ab   ]")
        #expect(text("[\("ab", align: .right(columns: 5))]") == "[   ab]")
        #expect(text("[\(42, align: .right(columns: 4))][\(42, format: .hex(includePrefix: true), align: .left(columns: 6))]")
                == "[  42][0x2a  ]")
        #expect(text("[\(1.5, format: .fixed(precision: 1), align: .right(columns: 6))]") == "[   1.5]")
        #expect(text("[\("too long", align: .right(columns: 3))]") == "[too long]")
    }

    @Test func valuesOfEveryKindPrintTheirDescription() {
        let error: any Error = SaveError.diskFull
        let missing: Int? = nil
        #expect(text("\(true) \(false, format: .answer)") == "true NO")
        #expect(text("\(TripID(value: 7)) \(String.self) \(TripID.self)") == "trip-7 String TripID")
        #expect(text("\(SyncError.offline) / \(error) / \(SaveError.diskFull)") == "the device is offline / diskFull / diskFull")
        #expect(text("\(String(describing: missing)) \(String(describing: Optional(3)))") == "nil Optional(3)")
        #expect(text("\(URL(string: "https://example.com/a")!) \("abc".dropFirst())") == "https://example.com/a bc")
        #expect(text("\([1, 2]) \(Character("x"))") == "[1, 2] x")
    }

    @Test func valuesAreReadWhenTheMessageIsWrittenAndNotForADisabledLog() {
        let counter = ReadCounter()
        let message: OSLogMessage = "read \(counter.value())"
        #expect(counter.reads == 0)
        Logger(OSLog.disabled).error("read \(counter.value())")
        #expect(counter.reads == 0)
        #expect(text(message) == "read 1")
    }
}
