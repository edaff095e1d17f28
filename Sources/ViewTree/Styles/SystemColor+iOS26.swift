import Foundation
import Raster

extension SystemColor {
    /// iOS 26's values where they differ from iOS 17's (`nil`: unchanged), in sRGB 0-255 with an
    /// alpha. The named colours are Apple's Human Interface Guidelines colour table as updated on
    /// June 9, 2025 ("Updated system color values", developer.apple.com/design/
    /// human-interface-guidelines/color, iOS and iPadOS default light and dark columns), the
    /// greys, labels and backgrounds there are unchanged; `link` follows the new blue
    /// (*unverified*). The separator is lighter: black at 9% light, 84,84,88 at 50% dark
    /// (*measured*: on the white and 28,28,29 rows of inset-grouped lists recorded by an iOS 26.1
    /// simulator, rckim77/Sudoku's `SudokuTests/__Snapshots__/SnapshotTests/testStatsViewSnapshot-_.iPhone13.png`
    /// and `...iPhone13Dark.png` at 476f57f, the separator is 232,232,232 and 56,56,59, which these
    /// give; on other backgrounds the alphas are *unverified*).
    var iOS26Appearances: (light: RGBAColor, dark: RGBAColor)? {
        switch self {
        case .systemRed: return Self.rgb((255, 56, 60), (255, 66, 69))
        case .systemOrange: return Self.rgb((255, 141, 40), (255, 146, 48))
        case .systemYellow: return Self.rgb((255, 204, 0), (255, 214, 0))
        case .systemGreen: return Self.rgb((52, 199, 89), (48, 209, 88))
        case .systemMint: return Self.rgb((0, 200, 179), (0, 218, 195))
        case .systemTeal: return Self.rgb((0, 195, 208), (0, 210, 224))
        case .systemCyan: return Self.rgb((0, 192, 232), (60, 211, 254))
        case .systemBlue, .link: return Self.rgb((0, 136, 255), (0, 145, 255))
        case .systemIndigo: return Self.rgb((97, 85, 245), (109, 124, 255))
        case .systemPurple: return Self.rgb((203, 48, 224), (219, 52, 242))
        case .systemPink: return Self.rgb((255, 45, 85), (255, 55, 95))
        case .systemBrown: return Self.rgb((172, 127, 94), (183, 138, 102))
        case .separator: return Self.rgb((0, 0, 0), (84, 84, 88), alpha: (0.09, 0.5))
        default: return nil
        }
    }
}
