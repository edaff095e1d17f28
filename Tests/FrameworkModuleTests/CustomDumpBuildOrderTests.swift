import CoreLocation
import CustomDump
import StoreKit
import SwiftUI
import Testing
import UniformTypeIdentifiers

/// swift-custom-dump declares conformances for Apple's types under `#if canImport(CoreLocation)`,
/// `canImport(SwiftUI)`, `canImport(UniformTypeIdentifiers)` and `canImport(StoreKit)`. ViewTree's
/// modules of those names depend on it (Package.swift's `customDumpFirst`), so it is always built
/// before them and never declares those conformances for ViewTree's types, whatever the build's
/// order would otherwise be.
@Suite struct CustomDumpBuildOrderTests {
    @Test func customDumpWasBuiltWithoutViewTreesFrameworkModules() {
        #expect(!(CLAuthorizationStatus.notDetermined as Any is any CustomDumpStringConvertible))
        #expect(!(CLLocation(latitude: 0, longitude: 0) as Any is any CustomDumpReflectable))
        #expect(!(Color.red as Any is any CustomDumpStringConvertible))
        #expect(!(UTType.png as Any is any CustomDumpStringConvertible))
        // It still dumps them, as it dumps any value.
        var dump = ""
        customDump(CLLocationCoordinate2D(latitude: 1, longitude: 2), to: &dump)
        #expect(dump.contains("latitude: 1.0") && dump.contains("longitude: 2.0"))
    }
}
