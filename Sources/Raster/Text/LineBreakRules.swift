/// Where lines may break, by a compact reading of Unicode's line-breaking rules (UAX #14): after
/// spaces, after hyphens and dashes between words, after a zero-width space, around CJK
/// ideographs and kana (not before closing punctuation), and always after a line separator.
enum LineBreakRules {
    /// What a grapheme cluster is for line breaking.
    enum Kind: Equatable {
        /// A space that may end a line and hangs past its end.
        case space
        /// A line or paragraph separator.
        case hardBreak
        /// A hyphen or dash that a line may break after.
        case hyphen
        /// A zero-width space: a break opportunity and nothing else.
        case zeroWidthSpace
        /// A character that may break on either side (ideographs, kana, Hangul).
        case ideographic
        /// Punctuation that must not start a line.
        case closing
        /// A decimal digit (a hyphen before one is a minus sign, not a break).
        case numeric
        /// Anything else: letters, punctuation, symbols.
        case other
    }

    /// The kind of a grapheme cluster, from its first scalar.
    static func kind(of character: Character) -> Kind {
        guard let scalar = character.unicodeScalars.first else { return .other }
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
            return .hardBreak
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000:
            return .space
        case 0x200B:
            return .zeroWidthSpace
        case 0x30...0x39:
            return .numeric
        case 0x2D, 0x2010, 0x2012, 0x2013, 0x2014:
            return .hyphen
        case 0x3001, 0x3002, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF01, 0xFF1F, 0xFF09, 0x300D, 0x300F, 0x3011,
             0x3015, 0x3009, 0x300B, 0x30FC, 0x3005, 0x309D, 0x309E, 0x30FD, 0x30FE:
            return .closing
        case 0x2E80...0x2FFF, 0x3040...0x30FF, 0x3130...0x318F, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x3FFFD:
            return .ideographic
        default:
            return .other
        }
    }

    /// Whether a line may break between clusters of kinds `before` and `after`; `beforeThat` is
    /// the kind ahead of `before` (a hyphen only breaks inside a word).
    static func mayBreak(after before: Kind, beforeThat: Kind?, before after: Kind) -> Bool {
        switch (before, after) {
        case (_, .space), (_, .hardBreak), (_, .closing):
            return false
        case (.space, _), (.zeroWidthSpace, _):
            return true
        case (.hyphen, .other), (.hyphen, .ideographic):
            return beforeThat == .other || beforeThat == .numeric || beforeThat == .ideographic
        case (.ideographic, _), (.closing, _), (_, .ideographic):
            return true
        default:
            return false
        }
    }
}
