import Foundation

extension ViewTreeDevice {
    /// Every configuration of the catalog, each by its own name: phones (portrait, then
    /// landscape), iPads (landscape, portrait, then the Split View widths), TVs.
    public static let all: [ViewTreeDevice] = DeviceModel.all.flatMap(\.allConfigurations)

    /// The devices' names in their default orientation, as in `ViewImageConfig`.
    public static let deviceNames: [String] = DeviceModel.all.map(\.name)

    /// The configuration named `name`, as `name` gives it (`"iPhone13ProMax"`,
    /// `"iPhoneSe.landscape"`, `"iPadPro11.portrait"`, `"iPadPro11.landscape.oneThird"`), or as
    /// Xcode names the simulator (`"iPhone 16 Pro"`, `"iPad Pro 13-inch (M4)"`,
    /// `"iPhone SE (3rd generation)"`; older generations by their model,
    /// "iPad Pro (11-inch) (4th generation)" is the `iPadPro11`), or `nil`. Case does not
    /// matter, and `-` or a space may stand for the dots; the default orientation may be written
    /// out (`"iPhoneSe.portrait"`, `"iPadPro11.landscape"`).
    public static func named(_ name: String) -> ViewTreeDevice? {
        if let device = byName[normalized(name)] { return device }
        let generationless = name.replacingOccurrences(of: #"\([^)]*generation\)"#, with: "", options: .regularExpression)
        for candidate in [name, generationless] {
            let key = compact(candidate)
            if let device = byCompactName[key] ?? byCompactName[key.replacingOccurrences(of: "inch", with: "")] {
                return device
            }
        }
        return nil
    }

    /// Configurations by their names and Xcode's in lowercased letters and digits only.
    private static let byCompactName: [String: ViewTreeDevice] = {
        var names: [String: ViewTreeDevice] = [:]
        for model in DeviceModel.all {
            for configuration in model.allConfigurations { names[compact(configuration.name)] = configuration }
        }
        let models = Dictionary(DeviceModel.all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (xcodeName, name) in DeviceModel.xcodeNames {
            if let model = models[name] { names[xcodeName] = model.configuration() }
        }
        return names
    }()

    /// `name` in lowercased letters and digits.
    private static func compact(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// The catalog's name closest to `name` (for "did you mean"), if any is close.
    public static func suggestion(for name: String) -> String? {
        let wanted = normalized(name)
        let scored = all.map { ($0.name, editDistance(normalized($0.name), wanted)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, wanted.count / 3) else { return nil }
        return best.0
    }

    private static let byName: [String: ViewTreeDevice] = {
        var names: [String: ViewTreeDevice] = [:]
        for model in DeviceModel.all {
            for configuration in model.allConfigurations { names[normalized(configuration.name)] = configuration }
            let base = normalized(model.name)
            switch model.screen {
            case .phone: names[base + ".portrait"] = model.configuration(.portrait)
            case .tablet:
                names[base + ".landscape"] = model.configuration(.landscape)
                names[base + ".landscape.full"] = model.configuration(.landscape)
                names[base + ".portrait.full"] = model.configuration(.portrait)
            case .tv: break
            }
        }
        return names
    }()

    private static func normalized(_ name: String) -> String {
        String(name.trimmingCharacters(in: .whitespaces).lowercased().map { "- :".contains($0) ? "." : $0 })
    }

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(1, b.count) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}

extension ViewTreeDevice {
    /// The same device full screen in `orientation` (a TV, or a configuration not from the
    /// catalog, as it is).
    public func oriented(_ orientation: Orientation) -> ViewTreeDevice {
        let modelName = name.split(separator: ".").first.map(String.init) ?? name
        guard let model = DeviceModel.all.first(where: { $0.name == modelName }),
              model.allConfigurations.contains(self) else { return self }
        return model.configuration(orientation)
    }
}
