import Foundation

// The platform questions iOS's Foundation answers and Linux's lacks: a render draws an iPhone or
// iPad app on iOS, never a Mac Catalyst app or an iPhone app running on a Mac.
extension ProcessInfo {
    /// Whether the process is a Mac Catalyst app: `false`, as on an iPhone or iPad.
    public var isMacCatalystApp: Bool { false }

    /// Whether the process is an iPhone or iPad app running on a Mac: `false`, as on an iPhone or iPad.
    public var isiOSAppOnMac: Bool { false }
}
