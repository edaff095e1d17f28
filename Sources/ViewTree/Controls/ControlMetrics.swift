import Raster

/// The sizes and colours of iOS controls that ViewTree draws. Apple publishes few of them; the
/// values marked *unverified* are estimates from screenshots, kept here so that they can be
/// corrected in one place. Values marked *measured* agree with a public measurement of the
/// native control: Flutter's Cupertino widgets, whose constants say "inspected from iOS 13.2
/// simulator" and the like (flutter/packages/flutter/lib/src/cupertino), and Ionic's iOS mode.
enum ControlMetrics {
    /// A bordered button's label insets, corner radius and font (`nil`: the environment's) at a
    /// control size.
    struct Bordered {
        let vertical: CGFloat
        let horizontal: CGFloat
        let cornerRadius: CGFloat
        let font: Font?
    }

    /// Bordered buttons by control size: regular is 7 by 12 around a body label (a 34-point
    /// button) with 6-point corners; small and mini use smaller text, large a 50-point button
    /// with 12-point corners (*unverified*).
    static func bordered(_ size: ControlSize) -> Bordered {
        switch size {
        case .mini: Bordered(vertical: 3, horizontal: 8, cornerRadius: 4, font: .footnote)
        case .small: Bordered(vertical: 4, horizontal: 10, cornerRadius: 5, font: .subheadline)
        case .regular: Bordered(vertical: 7, horizontal: 12, cornerRadius: 6, font: nil)
        case .large: Bordered(vertical: 14, horizontal: 20, cornerRadius: 12, font: nil)
        case .extraLarge: Bordered(vertical: 17, horizontal: 24, cornerRadius: 14, font: nil)
        }
    }

    /// The opacity of the tint a bordered (not prominent) button is filled with (*unverified*).
    static let borderedFillOpacity = 0.15

    /// The fill of a disabled bordered button: the system's tertiary fill, grey 118,118,128
    /// at 12% (light) or 24% (dark).
    static let disabledFill = Color(light: RGBAColor(red8: 118, green8: 118, blue8: 128).opacity(0.12),
                                    dark: RGBAColor(red8: 118, green8: 118, blue8: 128).opacity(0.24))

    // MARK: Toggle

    /// A switch's track and thumb: iOS 17's track is 51 by 31 points, its round thumb 27 across;
    /// iOS 26's is 63 by 28, its thumb a pill 37 by 24, 2 in from the track's top and end
    /// (*measured*: a `Toggle` recorded on an iOS 26 iPhone 17 Pro simulator, imodeveloper/
    /// dskit-swiftui `DSKitExplorerTests/__Snapshots__/DSKitExplorerTests/Filters3.snapshot.png`
    /// at ccdd601: track 189 by 84 device pixels at 3x, thumb 111 by 72); iOS 17's thumb is 2 in too.
    static func switchShape(_ os: ViewTreeOSVersion) -> (track: CGSize, thumb: CGSize) {
        os.hasLiquidGlass ? (CGSize(width: 63, height: 28), CGSize(width: 37, height: 24))
            : (CGSize(width: 51, height: 31), CGSize(width: 27, height: 27))
    }
    static let switchThumbInset: CGFloat = 2
    /// The track of a switch that is off: the system's secondary fill, 120,120,128 at 16% (light)
    /// or 32% (dark).
    static let switchOffTrack = Color.secondarySystemFill
    /// The thumb's shadow: black at 15% with a 4-point radius, 3 points down (*unverified*:
    /// Flutter's thumb_painter.dart measures black 15%, 3 down, blur 8, over a second, tight
    /// shadow of black 6%, which is not drawn).
    static let switchThumbShadow = (opacity: 0.15, radius: CGFloat(4), y: CGFloat(3))

    // MARK: Progress

    /// A linear progress bar's track height.
    static let progressBarHeight: CGFloat = 4
    /// The grey track behind a linear progress bar: the system's fill, 120,120,128 at 20% (light)
    /// or 36% (dark).
    static let progressTrack = Color(light: RGBAColor(red8: 120, green8: 120, blue8: 128).opacity(0.2),
                                     dark: RGBAColor(red8: 120, green8: 120, blue8: 128).opacity(0.36))
    /// The spinner: 8 spokes in a 20-point circle at the regular size (*measured*: Flutter's
    /// activity_indicator.dart, 8 alpha values "extracted from the native component", radius
    /// 10), the secondary label colour; the small and large sizes are *unverified*.
    static let spinnerSpokes = 8
    static func spinnerDiameter(_ size: ControlSize) -> CGFloat {
        switch size {
        case .mini, .small: 16
        case .regular: 20
        case .large, .extraLarge: 37
        }
    }

    // MARK: Text fields

    /// A rounded-border field's fill: white, or 28,28,30 in dark mode (*unverified*).
    static let roundedFieldBackground = Color(light: RGBAColor(red8: 255, green8: 255, blue8: 255),
                                              dark: RGBAColor(red8: 28, green8: 28, blue8: 30))

    // MARK: Stepper, slider, disclosure group

    /// The stepper: 94 by 32 points with 8-point corners, an 18-point hairline between its
    /// segments, 17-point minus and plus symbols (*unverified*).
    static let stepper = (size: CGSize(width: 94, height: 32), cornerRadius: CGFloat(8),
                          divider: CGSize(width: 1, height: 18), symbolSize: CGFloat(17))
    /// The slider: iOS 17's 4-point track (*unverified*: Ionic 4, Flutter 2) and 28-point round
    /// thumb (*measured*: Flutter's thumb radius 14); iOS 26's 6-point track and a pill thumb 37
    /// by 24, the switch's (*measured*: a `Slider` recorded on an iOS 26 iPhone 17 Pro simulator,
    /// imodeveloper/dskit-swiftui `DSKitExplorerTests/__Snapshots__/DSKitExplorerTests/
    /// Filters3.snapshot.png` at ccdd601: track 18 device pixels tall, thumb 111 by 72 at 3x).
    static func slider(_ os: ViewTreeOSVersion) -> (trackHeight: CGFloat, thumb: CGSize) {
        os.hasLiquidGlass ? (6, CGSize(width: 37, height: 24)) : (4, CGSize(width: 28, height: 28))
    }
    /// The space between a disclosure group's label and its content (*unverified*).
    static let disclosureContentSpacing: CGFloat = 8

    // MARK: Pickers

    /// The segmented control: 32 points tall with 8-point corners, titles at 13 points, the
    /// thumb 2 points in, 1 by 16-point hairlines (*measured*: Flutter's
    /// sliding_segmented_control.dart, "inspected from iOS 13.2 simulator": 28 plus 2 on each
    /// side, corner radius 8, separators inset 6; Ionic's iOS segment: 13-point titles). The
    /// chosen title semibold (*unverified*: Flutter uses medium), titles at least 12 from their
    /// segment's sides (Flutter: 9.25) and the thumb's soft shadow (Flutter: black 12%, 3 down,
    /// blur 8) are *unverified*. iOS 26's control is a capsule with a capsule thumb 2 points in,
    /// 32 tall, and draws no hairlines between segments (*measured*: a `.segmented` picker 361
    /// wide recorded on an iOS 26 iPhone 17 Pro simulator, imodeveloper/dskit-swiftui
    /// `DSKitExplorerTests/__Snapshots__/DSKitExplorerTests/AboutUsScreen2_0.snapshot.png` at
    /// ccdd601: track 32 tall, thumb 2 in from its top, bottom and end, no line between the
    /// unselected segments).
    struct Segmented {
        let height: CGFloat = 32
        let cornerRadius: CGFloat
        let fontSize: CGFloat = 13
        let titlePadding: CGFloat = 12
        let thumbInset: CGFloat = 2
        let shadow = (opacity: 0.12, radius: CGFloat(4), y: CGFloat(3))
        /// The hairline between two unselected segments; `nil` in iOS 26's look.
        let separator: CGSize?
    }

    static func segmented(_ os: ViewTreeOSVersion) -> Segmented {
        Segmented(cornerRadius: os.hasLiquidGlass ? 16 : 8, separator: os.hasLiquidGlass ? nil : CGSize(width: 1, height: 16))
    }
    /// The segmented control's thumb: white, or 99,99,102 in dark mode.
    static let segmentedThumb = Color(light: RGBAColor(red8: 255, green8: 255, blue8: 255),
                                      dark: RGBAColor(red8: 99, green8: 99, blue8: 102))
    /// The space between a menu picker's chosen option and its chevron (*unverified*).
    static let menuPickerSpacing: CGFloat = 4
}
