import Foundation

/// The sizes of iOS's gauges that ViewTree draws. Apple publishes none of them; every value is
/// an estimate from screenshots of iOS 17 (*unverified*), kept here so that it can be corrected
/// in one place.
enum GaugeMetrics {
    /// The diameter of an accessory circular gauge's ring, to the outside of its stroke (the
    /// gauge is this size square).
    static let circularDiameter: CGFloat = 58
    /// The width of an accessory circular gauge's ring.
    static let circularLineWidth: CGFloat = 6
    /// The opening at the bottom of an accessory circular gauge's ring, as an angle.
    static let circularGap = Angle(degrees: 90)
    /// The height of an accessory linear gauge's track.
    static let accessoryLinearHeight: CGFloat = 6
    /// The space between a gauge's bar and the rows of labels above and below it.
    static let labelSpacing: CGFloat = 4
    /// The opacity of the tint the unfilled part of an accessory gauge's track is drawn in.
    static let accessoryTrackOpacity = 0.3
}
