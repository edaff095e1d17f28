import Foundation
import Synchronization
import Raster

/// Finds named colours in the `.colorset` folders of a bundle's asset catalogs (`.xcassets`
/// folders as SwiftPM copies them), as `Color("Brand")` and `UIColor(named:)` do on iOS.
///
/// A set's `Contents.json` lists colours by appearance: the one without a luminosity appearance
/// (or with `"light"`) is the light colour, `"dark"` the dark one (the light one when there is
/// none); high-contrast entries are skipped. Components may be written as Xcode writes them in
/// its three input methods ("0.353", "90" out of 255, "0x5A"), in the sRGB, extended sRGB,
/// extended linear sRGB, display P3 and grey colour spaces (converted to sRGB, clamped), or as a
/// reference to a system colour (`"reference": "systemBlueColor"`).
enum ColorCatalog {
    /// Why a name found no colour.
    enum LookupError: Error, CustomStringConvertible {
        case notFound(name: String, searched: [URL])
        case unreadable(name: String, URL, reason: String)

        var description: String {
            switch self {
            case .notFound(let name, let searched):
                let places = searched.isEmpty ? "no bundle" : searched.map(\.lastPathComponent).joined(separator: ", ")
                return "No colour named \"\(name)\" in the asset catalogs of \(places); it is drawn clear. "
                    + "Add a \(name).colorset to an .xcassets folder of the bundle's resources."
            case .unreadable(let name, let file, let reason):
                return "The colour \"\(name)\" (\(file.path)) could not be read: \(reason); it is drawn clear."
            }
        }
    }

    /// A colour's two appearances.
    struct Appearances: Sendable {
        let light: RGBAColor
        let dark: RGBAColor
    }

    private static let indexes = Mutex<[URL: [String: URL]]>([:])
    private static let parsed = Mutex<[URL: Result<Appearances, LookupError>]>([:])

    /// The colour `name` in the first of `bundles` that has a colour set of that name.
    static func color(named name: String, in bundles: [URL]) -> Result<Appearances, LookupError> {
        for bundle in bundles {
            guard let folder = index(of: bundle)[name] else { continue }
            if let known = parsed.withLock({ $0[folder] }) { return known }
            let result: Result<Appearances, LookupError>
            do {
                result = .success(try appearances(of: folder))
            } catch {
                result = .failure(.unreadable(name: name, folder, reason: String(describing: error)))
            }
            parsed.withLock { $0[folder] = result }
            return result
        }
        return .failure(.notFound(name: name, searched: bundles))
    }

    private static func index(of bundle: URL) -> [String: URL] {
        if let known = indexes.withLock({ $0[bundle] }) { return known }
        var index: [String: URL] = [:]
        for folder in BundleFiles.files(in: bundle) where folder.pathExtension == "colorset" {
            let name = AssetCatalogNamespaces.name(ofSet: folder)
            if index[name] == nil { index[name] = folder }
        }
        indexes.withLock { $0[bundle] = index }
        return index
    }

    /// Why a colour set could not be read.
    struct FormatError: Error, CustomStringConvertible {
        let description: String
    }

    /// The light and dark colours of a colour set.
    static func appearances(of folder: URL) throws -> Appearances {
        let data = try Data(contentsOf: folder.appendingPathComponent("Contents.json"))
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = root["colors"] as? [[String: Any]] else {
            throw FormatError(description: "Contents.json has no \"colors\" list")
        }
        var light: RGBAColor?, dark: RGBAColor?
        // Universal entries first, then iPhone ones, each appearance taken once.
        let ordered = entries.filter { ($0["idiom"] as? String ?? "universal") == "universal" }
            + entries.filter { ($0["idiom"] as? String) == "iphone" }
        for entry in ordered {
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { ($0["appearance"] as? String) == "contrast" }) { continue }
            if let gamut = entry["display-gamut"] as? String, gamut.lowercased() != "srgb" { continue }
            guard let color = entry["color"] as? [String: Any] else { continue }
            let luminosity = appearances.first { ($0["appearance"] as? String) == "luminosity" }?["value"] as? String
            if luminosity == "dark" {
                if dark == nil { dark = try rgba(color) }
            } else if luminosity == nil || luminosity == "light" {
                if light == nil { light = try rgba(color) }
            }
        }
        guard let light = light ?? dark else { throw FormatError(description: "Contents.json lists no colour") }
        return Appearances(light: light, dark: dark ?? light)
    }

    /// One `"color"` object in sRGB.
    private static func rgba(_ color: [String: Any]) throws -> RGBAColor {
        if let reference = color["reference"] as? String {
            guard let system = SystemColor(catalogReference: reference) else {
                throw FormatError(description: "unknown system colour reference \"\(reference)\"")
            }
            return system.light
        }
        guard let components = color["components"] as? [String: Any] else {
            throw FormatError(description: "a colour has no \"components\"")
        }
        func component(_ key: String) throws -> Double {
            guard let value = components[key], let number = ComponentValue.parse(value, isAlpha: key == "alpha") else {
                throw FormatError(description: "component \"\(key)\" is missing or not a number")
            }
            return number
        }
        let alpha = components["alpha"] == nil ? 1 : min(1, max(0, try component("alpha")))
        let space = (color["color-space"] as? String ?? "srgb").lowercased()
        if space.contains("gray") {
            let white = ColorSpaceConversion.grayToSRGB(try component("white"))
            return RGBAColor(red: white, green: white, blue: white, alpha: alpha)
        }
        let values = [try component("red"), try component("green"), try component("blue")]
        let srgb: [Double]
        switch space {
        case "display-p3": srgb = ColorSpaceConversion.displayP3ToSRGB(values)
        case "extended-linear-srgb": srgb = values.map(ColorSpaceConversion.encodeSRGB)
        default: srgb = values
        }
        let clamped = srgb.map { min(1, max(0, $0.isFinite ? $0 : 0)) }
        return RGBAColor(red: clamped[0], green: clamped[1], blue: clamped[2], alpha: alpha)
    }
}

/// A component as Xcode writes it: a fraction ("0.353"), an 8-bit value ("90") or hexadecimal ("0x5A").
/// Alpha is a fraction in every input method, so a whole "1" is opaque; whole colour components
/// are out of 255.
enum ComponentValue {
    static func parse(_ value: Any, isAlpha: Bool) -> Double? {
        if let number = value as? NSNumber, !(value is String) {
            let double = number.doubleValue
            return double > 1 ? double / 255 : double
        }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if text.lowercased().hasPrefix("0x") {
            return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        if text.contains(".") || text.lowercased().contains("e") { return Double(text) }
        guard let whole = Int(text) else { return nil }
        return isAlpha && whole <= 1 ? Double(whole) : Double(whole) / 255
    }
}

/// Colour space conversions to sRGB, by the formulas of IEC 61966-2-1 and Display P3's primaries.
@_spi(ViewTreeInternals) public enum ColorSpaceConversion {
    /// sRGB's transfer function, decoding.
    public static func decodeSRGB(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// sRGB's transfer function, encoding.
    public static func encodeSRGB(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }

    /// Display P3 (sRGB's transfer function, P3 primaries, D65) to sRGB, unclamped.
    public static func displayP3ToSRGB(_ rgb: [Double]) -> [Double] {
        let linear = rgb.map(decodeSRGB)
        let matrix = [[1.224940, -0.224940, 0.0],
                      [-0.042057, 1.042057, 0.0],
                      [-0.019638, -0.078636, 1.098274]]
        return matrix.map { row in encodeSRGB(row[0] * linear[0] + row[1] * linear[1] + row[2] * linear[2]) }
    }

    /// A grey of gamma 2.2 to sRGB.
    public static func grayToSRGB(_ white: Double) -> Double {
        encodeSRGB(pow(min(1, max(0, white)), 2.2))
    }
}
