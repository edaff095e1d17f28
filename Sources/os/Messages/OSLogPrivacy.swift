/// Whether unified logging shows or redacts an interpolated value, as the `privacy:` argument of a
/// `Logger` message's interpolation. On Linux every value is shown, whatever its privacy: logs go
/// to a development machine's standard error, as the simulator shows private values in Xcode's
/// console. The options are kept so that messages are written as on iOS.
public struct OSLogPrivacy: Equatable, Sendable {
    /// How a redacted value is masked.
    public struct Mask: Equatable, Sendable {
        /// The mask's name, for comparing masks.
        private let name: String

        /// A mask of the given name.
        private init(_ name: String) {
            self.name = name
        }

        /// Redacts the value as a hash of it, so that equal values can be matched across messages.
        public static let hash = Mask("hash")
        /// Redacts the value without a hash.
        public static let none = Mask("none")
    }

    /// The privacy level's name (`public`, `private`, `sensitive`, `auto`).
    private let level: String
    /// The level's mask.
    private let mask: Mask

    /// A level of the given name and mask.
    private init(_ level: String, mask: Mask = .none) {
        self.level = level
        self.mask = mask
    }

    /// Shows the value.
    public static let `public` = OSLogPrivacy("public")
    /// Redacts the value on iOS unless the device is in development.
    public static let `private` = OSLogPrivacy("private")
    /// Redacts the value on iOS, even in development.
    public static let sensitive = OSLogPrivacy("sensitive")
    /// Lets the system decide, as for a value written without `privacy:` (strings and objects redacted on iOS).
    public static let auto = OSLogPrivacy("auto")

    /// A private value, masked with `mask`.
    public static func `private`(mask: Mask) -> OSLogPrivacy {
        OSLogPrivacy("private", mask: mask)
    }

    /// A sensitive value, masked with `mask`.
    public static func sensitive(mask: Mask) -> OSLogPrivacy {
        OSLogPrivacy("sensitive", mask: mask)
    }

    /// A value whose privacy the system decides, masked with `mask` when redacted.
    public static func auto(mask: Mask) -> OSLogPrivacy {
        OSLogPrivacy("auto", mask: mask)
    }
}
