import Foundation

/// The layout warnings of a run, per device: as a table for people and as JSON for tools.
/// A warning found the same in several colour schemes is listed once, with all of them.
public struct ViewTreeWarningReport: Sendable {
    /// One warning of one preview on one device.
    public struct Entry: Codable, Hashable, Sendable {
        /// A rectangle in points.
        public struct Rect: Codable, Hashable, Sendable {
            /// The origin and size.
            public var x, y, width, height: Double
        }
        /// How far past an edge of the screen, in points.
        public struct Edges: Codable, Hashable, Sendable {
            /// The amount past each edge.
            public var top, left, bottom, right: Double
        }

        /// The preview's title.
        public var preview: String
        /// The device's name.
        public var device: String
        /// The colour schemes the warning was found in.
        public var colorSchemes: [String]
        /// The text size.
        public var dynamicTypeSize: String
        /// The layout direction.
        public var layoutDirection: String
        /// What was found: `truncatedText`, `overflowsContainer`, `overflowsScreen` or `unsafeArea`.
        public var kind: String
        /// The views from the root down to the one found.
        public var path: [String]
        /// Its text, or the first text inside it.
        public var text: String?
        /// The app's view it belongs to (the type whose body built it, or the nearest around it).
        public var view: String?
        /// Its frame in points.
        public var frame: Rect
        /// How far it reaches past its container, the screen or the safe area.
        public var overflow: Edges
        /// A sentence that says what was found.
        public var message: String

        /// The scheme, text size and direction, as the table shows them.
        var appearance: String {
            var parts = [colorSchemes.joined(separator: ", ")]
            if dynamicTypeSize != "\(DynamicTypeSize.large)" { parts.append(dynamicTypeSize) }
            if layoutDirection != "\(LayoutDirection.leftToRight)" { parts.append("right to left") }
            return parts.joined(separator: ", ")
        }
    }

    /// The warnings, in the run's order.
    public let entries: [Entry]
    /// The devices of the run, in order, with or without warnings.
    public let devices: [ViewTreeDevice]

    /// The warnings of `outcomes`.
    public init(outcomes: [ViewTreeRenderOutcome]) {
        var entries: [Entry] = []
        var devices: [ViewTreeDevice] = []
        var indexByKey: [Entry: Int] = [:]
        for outcome in outcomes {
            let job = outcome.job
            if !devices.contains(job.device) { devices.append(job.device) }
            for warning in outcome.warnings {
                let frame = warning.frame, overflow = warning.overflow
                let entry = Entry(
                    preview: job.title, device: job.device.name, colorSchemes: ["\(job.colorScheme)"],
                    dynamicTypeSize: "\(job.dynamicTypeSize)", layoutDirection: "\(job.layoutDirection)",
                    kind: warning.kind.rawValue, path: warning.path, text: warning.text, view: warning.viewType,
                    frame: Entry.Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height),
                    overflow: Entry.Edges(top: overflow.top, left: overflow.leading, bottom: overflow.bottom,
                                          right: overflow.trailing),
                    message: warning.message)
                // The same warning in another scheme joins the first entry.
                var key = entry
                key.colorSchemes = []
                if let index = indexByKey[key] {
                    entries[index].colorSchemes += entry.colorSchemes
                } else {
                    indexByKey[key] = entries.count
                    entries.append(entry)
                }
            }
        }
        self.entries = entries
        self.devices = devices
    }

    /// The entries as pretty-printed JSON, keys sorted.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(entries)
    }

    /// A table for each device: preview, appearance, kind and message, in aligned columns.
    public var table: String {
        var lines: [String] = []
        for device in devices {
            let rows = entries.filter { $0.device == device.name }
            let size = "\(Self.number(device.size.width))×\(Self.number(device.size.height)) pt"
            guard !rows.isEmpty else {
                lines.append("\(device.name) (\(size)): no layout warnings")
                continue
            }
            lines.append("\(device.name) (\(size)): \(rows.count) layout warning\(rows.count == 1 ? "" : "s")")
            let cells = [["PREVIEW", "APPEARANCE", "KIND", "MESSAGE"]] + rows.map { [$0.preview, $0.appearance, $0.kind, $0.message] }
            let widths = (0..<3).map { column in cells.map { $0[column].count }.max() ?? 0 }
            for row in cells {
                let padded = (0..<3).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
                lines.append("  " + (padded + [row[3]]).joined(separator: "  "))
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }
}
