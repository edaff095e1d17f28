import Foundation

/// Where SF Symbols' ink sits on the baseline: the height of the ink's centre above the baseline,
/// in ems of the font's point size, at each image scale (small, medium, large) and at the
/// ultralight, regular and black weights, measured from SF Symbols' own outlines
/// (docs/SYMBOL-METRICS.md). Most symbols are centred on the middle of the capitals
/// (`SymbolMetrics.capHeight / 2`, 0.352 em; the measured ones within 0.004 em of it); these
/// are the measured symbols that sit higher or lower. Other weights lie between these, as their
/// boxes do (`SymbolMetrics.centre`).
enum SymbolCentres {
    /// Measured centres above the baseline, by SF Symbol name: by image scale, then weight.
    static let measured: [String: [[CGFloat]]] = {
        var result: [String: [[CGFloat]]] = [:]
        for (names, ems) in table {
            let centres = [Array(ems[0..<3]), Array(ems[3..<6]), Array(ems[6..<9])]
            for name in names { result[name] = centres }
        }
        return result
    }()

    /// Names sharing centres, and the centres in ems above the baseline at the small scale
    /// (ultralight, regular, black), then the medium scale, then the large one. Each is
    /// -(y + height / 2) / 100 for the `viewBox` (x, y, width, height) of andrilla-llc/sf-symbols'
    /// symbols/<scale>/<weight>/<name>.svg (SF Symbols' glyphs at 100 points, y = 0 on the
    /// baseline); `mic` is the set's `microphone` (SF Symbols 6's name for it).
    private static let table: [([String], [CGFloat])] = [
        (["exclamationmark.triangle", "triangle"],
         [0.359, 0.353, 0.344,  // small
          0.361, 0.355, 0.343,  // medium
          0.364, 0.357, 0.343]),  // large
        (["exclamationmark.triangle.fill", "triangle.fill"],
         [0.359, 0.353, 0.344,  // small
          0.361, 0.355, 0.343,  // medium
          0.365, 0.357, 0.343]),  // large
        (["checkmark"],
         [0.352, 0.339, 0.351,  // small
          0.353, 0.339, 0.349,  // medium
          0.355, 0.339, 0.345]),  // large
        (["chevron.up"],
         [0.356, 0.37, 0.357,  // small
          0.356, 0.372, 0.36,  // medium
          0.355, 0.373, 0.366]),  // large
        (["chevron.down"],
         [0.348, 0.333, 0.346,  // small
          0.348, 0.331, 0.343,  // medium
          0.348, 0.329, 0.337]),  // large
        (["heart", "heart.fill"],
         [0.346, 0.34, 0.341,  // small
          0.344, 0.337, 0.337,  // medium
          0.342, 0.335, 0.333]),  // large
        (["star", "star.fill"],
         [0.376, 0.377, 0.384,  // small
          0.383, 0.384, 0.391,  // medium
          0.391, 0.393, 0.401]),  // large
        (["trash", "trash.fill"],
         [0.379, 0.388, 0.395,  // small
          0.386, 0.396, 0.406,  // medium
          0.395, 0.406, 0.419]),  // large
        (["square.and.pencil"],
         [0.383, 0.38, 0.374,  // small
          0.391, 0.388, 0.381,  // medium
          0.403, 0.4, 0.391]),  // large
        (["square.and.arrow.up", "square.and.arrow.up.fill"],
         [0.372, 0.372, 0.372,  // small
          0.378, 0.378, 0.378,  // medium
          0.385, 0.385, 0.385]),  // large
        (["square.and.arrow.down", "square.and.arrow.down.fill"],
         [0.347, 0.353, 0.327,  // small
          0.345, 0.351, 0.323,  // medium
          0.342, 0.349, 0.322]),  // large
        (["camera", "camera.fill"],
         [0.363, 0.365, 0.363,  // small
          0.366, 0.368, 0.366,  // medium
          0.369, 0.372, 0.37]),  // large
        (["cart", "cart.fill"],
         [0.326, 0.325, 0.32,  // small
          0.319, 0.318, 0.311,  // medium
          0.309, 0.308, 0.301]),  // large
        (["lock"],
         [0.362, 0.362, 0.362,  // small
          0.365, 0.365, 0.365,  // medium
          0.369, 0.369, 0.369]),  // large
        (["lock.fill"],
         [0.363, 0.362, 0.362,  // small
          0.366, 0.365, 0.365,  // medium
          0.37, 0.369, 0.369]),  // large
        (["bookmark", "bookmark.fill"],
         [0.353, 0.353, 0.345,  // small
          0.353, 0.353, 0.344,  // medium
          0.353, 0.353, 0.344]),  // large
        (["folder", "folder.fill"],
         [0.353, 0.355, 0.363,  // small
          0.353, 0.355, 0.365,  // medium
          0.353, 0.356, 0.366]),  // large
        (["paperplane"],
         [0.33, 0.33, 0.33,  // small
          0.324, 0.324, 0.324,  // medium
          0.315, 0.316, 0.316]),  // large
        (["paperplane.fill"],
         [0.33, 0.335, 0.33,  // small
          0.324, 0.329, 0.325,  // medium
          0.315, 0.321, 0.318]),  // large
        (["link"],
         [0.356, 0.355, 0.354,  // small
          0.357, 0.356, 0.355,  // medium
          0.358, 0.358, 0.356]),  // large
        (["cloud", "cloud.fill"],
         [0.365, 0.353, 0.367,  // small
          0.37, 0.356, 0.37,  // medium
          0.376, 0.361, 0.371]),  // large
        (["moon"],
         [0.358, 0.356, 0.357,  // small
          0.36, 0.358, 0.358,  // medium
          0.363, 0.36, 0.359]),  // large
        (["moon.fill"],
         [0.358, 0.356, 0.356,  // small
          0.36, 0.358, 0.357,  // medium
          0.363, 0.36, 0.359]),  // large
        (["flame", "flame.fill"],
         [0.387, 0.387, 0.387,  // small
          0.397, 0.397, 0.397,  // medium
          0.41, 0.41, 0.41]),  // large
        (["bolt"],
         [0.355, 0.355, 0.355,  // small
          0.356, 0.356, 0.356,  // medium
          0.358, 0.358, 0.358]),  // large
        (["bolt.fill"],
         [0.355, 0.355, 0.355,  // small
          0.356, 0.356, 0.356,  // medium
          0.358, 0.357, 0.357]),  // large
        (["location"],
         [0.351, 0.351, 0.344,  // small
          0.351, 0.351, 0.342,  // medium
          0.351, 0.35, 0.342]),  // large
        (["location.fill"],
         [0.351, 0.349, 0.344,  // small
          0.351, 0.349, 0.342,  // medium
          0.351, 0.349, 0.341]),  // large
        (["map"],
         [0.353, 0.352, 0.338,  // small
          0.353, 0.352, 0.336,  // medium
          0.353, 0.352, 0.335]),  // large
        (["map.fill"],
         [0.353, 0.353, 0.339,  // small
          0.353, 0.353, 0.336,  // medium
          0.354, 0.353, 0.335]),  // large
        (["slider.horizontal.3"],
         [0.351, 0.352, 0.362,  // small
          0.35, 0.352, 0.363,  // medium
          0.35, 0.351, 0.364]),  // large
        (["eye.slash", "eye.slash.fill"],
         [0.358, 0.361, 0.352,  // small
          0.36, 0.363, 0.353,  // medium
          0.361, 0.365, 0.356]),  // large
        (["tag", "tag.fill"],
         [0.32, 0.327, 0.298,  // small
          0.311, 0.319, 0.286,  // medium
          0.298, 0.307, 0.276]),  // large
        (["gift", "gift.fill"],
         [0.353, 0.378, 0.366,  // small
          0.351, 0.38, 0.372,  // medium
          0.348, 0.38, 0.38]),  // large
        (["mic"],
         [0.387, 0.378, 0.365,  // small
          0.397, 0.387, 0.37,  // medium
          0.411, 0.4, 0.38]),  // large
        (["mic.fill"],
         [0.387, 0.375, 0.367,  // small
          0.397, 0.384, 0.372,  // medium
          0.411, 0.397, 0.38]),  // large
        (["app.badge"],
         [0.391, 0.386, 0.372,  // small
          0.402, 0.396, 0.379,  // medium
          0.417, 0.411, 0.391]),  // large
        (["app.badge.fill"],
         [0.391, 0.385, 0.372,  // small
          0.402, 0.395, 0.379,  // medium
          0.418, 0.409, 0.391]),  // large
        (["envelope.badge"],
         [0.387, 0.386, 0.379,  // small
          0.396, 0.396, 0.387,  // medium
          0.409, 0.408, 0.399]),  // large
        (["envelope.badge.fill"],
         [0.387, 0.386, 0.379,  // small
          0.396, 0.396, 0.387,  // medium
          0.409, 0.409, 0.4]),  // large
        (["externaldrive.badge.plus"],
         [0.321, 0.321, 0.327,  // small
          0.312, 0.313, 0.32,  // medium
          0.301, 0.301, 0.309]),  // large
        (["folder.badge.plus", "folder.badge.minus", "folder.fill.badge.plus"],
         [0.363, 0.36, 0.37,  // small
          0.366, 0.363, 0.374,  // medium
          0.371, 0.367, 0.377]),  // large
        (["cloud.sun"],
         [0.368, 0.371, 0.373,  // small
          0.372, 0.375, 0.378,  // medium
          0.377, 0.381, 0.385]),  // large
        (["cloud.sun.fill"],
         [0.368, 0.369, 0.372,  // small
          0.372, 0.373, 0.377,  // medium
          0.377, 0.379, 0.383]),  // large
        (["square.on.circle"],
         [0.371, 0.37, 0.363,  // small
          0.376, 0.375, 0.366,  // medium
          0.383, 0.382, 0.373]),  // large
        (["bolt.trianglebadge.exclamationmark"],
         [0.348, 0.355, 0.355,  // small
          0.346, 0.355, 0.356,  // medium
          0.344, 0.353, 0.357]),  // large
        (["bolt.trianglebadge.exclamationmark.fill"],
         [0.348, 0.355, 0.354,  // small
          0.346, 0.354, 0.355,  // medium
          0.344, 0.353, 0.356]),  // large
        (["bird.fill"],
         [0.353, 0.352, 0.358,  // small
          0.353, 0.352, 0.359,  // medium
          0.353, 0.352, 0.359]),  // large
        (["lane", "1.lane", "2.lane", "3.lane", "4.lane", "5.lane", "6.lane",
          "7.lane", "8.lane", "9.lane", "10.lane", "11.lane", "12.lane"],
         [0.352, 0.352, 0.347,  // small
          0.351, 0.352, 0.346,  // medium
          0.351, 0.352, 0.346]),  // large
        (["calendar.badge.plus", "calendar.badge.minus", "photo.badge.plus", "photo.badge.plus.fill"],
         [0.314, 0.317, 0.323,  // small
          0.303, 0.306, 0.314,  // medium
          0.288, 0.292, 0.301]),  // large
        (["doc.badge.plus"],
         [0.313, 0.317, 0.323,  // small
          0.302, 0.306, 0.314,  // medium
          0.288, 0.292, 0.301]),  // large
        (["person.badge.plus", "person.badge.minus"],
         [0.283, 0.29, 0.295,  // small
          0.263, 0.271, 0.279,  // medium
          0.237, 0.245, 0.255]),  // large
        (["person.fill.badge.plus", "person.fill.badge.minus"],
         [0.281, 0.284, 0.287,  // small
          0.261, 0.265, 0.269,  // medium
          0.234, 0.238, 0.243]),  // large
        (["folder.badge.gearshape", "folder.fill.badge.gearshape"],
         [0.364, 0.362, 0.37,  // small
          0.367, 0.365, 0.374,  // medium
          0.372, 0.37, 0.378]),  // large
        (["text.badge.plus", "text.badge.minus", "text.badge.checkmark", "text.badge.xmark", "text.badge.star"],
         [0.389, 0.382, 0.376,  // small
          0.4, 0.391, 0.383,  // medium
          0.415, 0.405, 0.394]),  // large
    ]
}
