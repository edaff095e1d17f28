/// The size-specific tracking iOS applies to its system fonts, from the tracking tables of
/// Apple's Human Interface Guidelines (Typography > Specifications > Tracking values; the tables
/// for the static SF Pro Text and Display cuts, SF Pro Rounded and New York are those of the
/// guidelines for iOS 13 to 16, the variable SF Pro's those of the current guidelines). Values
/// are in thousandths of an em at whole point sizes; sizes between two rows are interpolated
/// linearly (as CoreText interpolates a font's `trak` table), and sizes outside a table take its
/// first or last row. docs/TEXT-METRICS.md lists the sources.
enum SystemFontTracking {
    /// The tables: one per font (or static cut) the guidelines give one for.
    enum Table: Hashable, Sendable {
        /// The variable SF Pro, whose optical size follows the point size.
        case sfPro
        /// The static SF Pro Text cut (below 20 points).
        case sfProText
        /// The static SF Pro Display cut (from 20 points).
        case sfProDisplay
        /// SF Pro Rounded.
        case sfProRounded
        /// New York.
        case newYork
        /// No tracking (SF Mono, which the guidelines give no table for).
        case none
    }

    /// The tracking of `table` at `size` points, in ems.
    static func tracking(_ table: Table, size: Double) -> Double {
        let rows = self.rows(of: table)
        guard let first = rows.first, let last = rows.last else { return 0 }
        if size <= first.size { return first.value / 1000 }
        if size >= last.size { return last.value / 1000 }
        let upper = rows.firstIndex { $0.size >= size }!
        let (a, b) = (rows[upper - 1], rows[upper])
        return (a.value + (b.value - a.value) * (size - a.size) / (b.size - a.size)) / 1000
    }

    private static func rows(of table: Table) -> [(size: Double, value: Double)] {
        switch table {
        case .sfPro: sfPro
        case .sfProText: sfProText
        case .sfProDisplay: sfProDisplay
        case .sfProRounded: sfProRounded
        case .newYork: newYork
        case .none: []
        }
    }

    private static let sfPro: [(size: Double, value: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8),
        (27, 11), (28, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (40, 10), (41, 9),
        (43, 9), (44, 8), (48, 8), (49, 7), (51, 7), (52, 6), (56, 6), (58, 5), (60, 4), (64, 4), (66, 3), (68, 2),
        (72, 2), (76, 1), (80, 0),
    ]

    private static let sfProText: [(size: Double, value: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -24),
    ]

    private static let sfProDisplay: [(size: Double, value: Double)] = [
        (20, 19), (21, 17), (22, 16), (23, 16), (24, 15), (25, 14), (26, 14), (27, 13), (29, 13), (30, 12), (32, 12),
        (33, 11), (35, 11), (36, 10), (40, 10), (41, 9), (43, 9), (44, 8), (48, 8), (49, 7), (51, 7), (52, 6), (55, 6),
        (56, 5), (59, 5), (60, 4), (65, 4), (66, 3), (67, 3), (68, 2), (75, 2), (76, 1), (79, 1), (80, 0),
    ]

    private static let sfProRounded: [(size: Double, value: Double)] = [
        (6, 87), (7, 80), (8, 72), (9, 65), (10, 58), (11, 52), (12, 46), (13, 40), (14, 35), (15, 30), (16, 26),
        (17, 22), (18, 21), (19, 20), (20, 18), (21, 17), (22, 16), (23, 16), (24, 15), (25, 14), (27, 14), (28, 13),
        (29, 13), (30, 12), (34, 12), (35, 11), (36, 11), (37, 10), (42, 10), (43, 9), (44, 8), (49, 8), (50, 7),
        (51, 6), (57, 6), (58, 4), (63, 4), (64, 3), (65, 3), (66, 2), (75, 2), (76, 1), (79, 1), (80, 0),
    ]

    private static let newYork: [(size: Double, value: Double)] = [
        (6, 40), (7, 32), (8, 25), (9, 20), (10, 16), (11, 11), (12, 6), (13, 4), (14, 2), (15, 0), (16, -2),
        (17, -4), (18, -6), (19, -8), (20, -10), (22, -10), (23, -11), (25, -11), (26, -12), (30, -12), (31, -13),
        (33, -13), (34, -14), (53, -14), (54, -15), (69, -15), (70, -16), (179, -16), (180, -17), (219, -17),
        (220, -18), (260, -18),
    ]
}
