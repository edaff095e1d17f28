import ArgumentParser
import Foundation

/// A device name on the command line that is not in the catalog.
struct UnknownDevice: Error, CustomStringConvertible {
    let name: String

    var description: String {
        let suggestion = ViewTreeDevice.suggestion(for: name).map { " Did you mean '\($0)'?" } ?? ""
        return "'\(name)' is not a device.\(suggestion) The devices are "
            + ViewTreeDevice.deviceNames.joined(separator: ", ")
            + "; add .landscape or .portrait for the other orientation, and for iPads .landscape.oneThird, "
            + ".landscape.oneHalf, .landscape.twoThirds, .portrait.oneThird or .portrait.twoThirds for Split View."
    }

    /// The device `name` names, or this error.
    static func device(named name: String) throws -> ViewTreeDevice {
        guard let device = ViewTreeDevice.named(name) else { throw UnknownDevice(name: name) }
        return device
    }
}

/// An iOS version on the command line that ViewTree does not draw.
struct UnknownOSVersion: Error, CustomStringConvertible {
    let name: String

    var description: String {
        "'\(name)' is not an iOS version ViewTree draws. The versions are "
            + ViewTreeOSVersion.allCases.map { String($0.rawValue) }.joined(separator: ", ") + "."
    }

    /// The version `name` names ("17", "iOS 26"), or this error.
    static func version(named name: String) throws -> ViewTreeOSVersion {
        guard let version = ViewTreeOSVersion(parsing: name) else { throw UnknownOSVersion(name: name) }
        return version
    }
}

/// A colour scheme on the command line.
enum ColorSchemeArgument: String, CaseIterable, ExpressibleByArgument {
    case light, dark

    var value: ColorScheme { self == .light ? .light : .dark }
}

/// A Dynamic Type size on the command line, by SwiftUI's name.
enum DynamicTypeSizeArgument: String, CaseIterable, ExpressibleByArgument {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    var value: DynamicTypeSize { DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self) ?? 3] }
}

/// A layout direction on the command line, by SwiftUI's name.
enum LayoutDirectionArgument: String, CaseIterable, ExpressibleByArgument {
    case leftToRight, rightToLeft

    var value: LayoutDirection { self == .leftToRight ? .leftToRight : .rightToLeft }
}
