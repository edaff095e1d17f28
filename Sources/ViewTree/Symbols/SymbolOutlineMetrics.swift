import Foundation
import Raster
import ViewTreeResources

/// SF Symbols' boxes and ink centres for every mapped name SF Symbols' outlines have, beyond the
/// names `SymbolBoxes` and `SymbolCentres` list: measured by `scripts/symbols/measure_outlines.py`
/// from the same source (andrilla-llc/sf-symbols' `viewBox`es, four numbers per outline) and
/// bundled as `Resources/Symbols/outline-metrics.json`. A name whose ink centres all lie within
/// 0.004 em of the capitals' middle is centred there, as `SymbolCentres` treats the names it
/// leaves out. Without the file, such names keep their estimated boxes and sit on the capitals'
/// middle.
enum SymbolOutlineMetrics {
    /// One name's measurements.
    struct Entry: Sendable {
        /// The boxes, by image scale and weight.
        let boxes: SymbolBoxes.Measured
        /// The ink centres' heights above the baseline in ems, by image scale (small, medium,
        /// large), then weight (ultralight, regular, black); `nil` for a symbol centred on the
        /// capitals.
        let centres: [[CGFloat]]?
    }

    /// The bundled measurements, loaded once.
    static let bundled: [String: Entry] = load()

    private static func load() -> [String: Entry] {
        guard let folder = ResourceLocator.symbolsDirectory(),
              let data = try? Data(contentsOf: folder.appendingPathComponent("outline-metrics.json")),
              let table = try? JSONDecoder().decode([String: [Double]].self, from: data) else { return [:] }
        return table.compactMapValues { numbers in
            // 18 box lengths (width and height for three scales by three weights), 9 centres.
            guard numbers.count == 27, numbers.allSatisfy({ $0.isFinite && $0 >= -2 && $0 <= 4 }) else { return nil }
            let values = numbers.map { CGFloat($0) }
            let sizes = stride(from: 0, to: 18, by: 2).map { CGSize(width: values[$0], height: values[$0 + 1]) }
            let centred = values[18..<27].allSatisfy { abs($0 - SymbolMetrics.capHeight / 2) <= 0.004 }
            return Entry(boxes: SymbolBoxes.Measured(boxes: [Array(sizes[0..<3]), Array(sizes[3..<6]), Array(sizes[6..<9])]),
                         centres: centred ? nil : [Array(values[18..<21]), Array(values[21..<24]), Array(values[24..<27])])
        }
    }
}
