import Foundation

/// The sizes and colours of iPadOS's top tab bar (`TopTabBarNode`), in iOS 18's look and in
/// iOS 26's. Apple shows the bar (WWDC24 "Elevate your tab and sidebar experience in iPadOS";
/// HIG "Tab bars") but publishes no measurements: every number here is *unverified*, chosen by
/// eye against iPadOS 18 and 26 screenshots.
struct TopTabBarMetrics {
    /// The capsule's height, centred in the navigation bar's row.
    let capsuleHeight: CGFloat
    /// The selected item's pill, inset from the capsule's ends, top and bottom.
    let selectionInset: CGFloat
    /// The selected item's pill.
    let selection: Color
    /// The capsule's fill over the content, as a segmented control's track; `nil` for glass.
    let capsuleFill: Color?

    /// iOS 18: a 36-point capsule of tertiarySystemFill (a segmented control's grey), the
    /// selected title on a pill of the raised background colour (white light, dark grey dark)
    /// inset 3.
    static let iOS18 = TopTabBarMetrics(capsuleHeight: 36, selectionInset: 3, selection: Color(system: .tertiarySystemBackground),
                                        capsuleFill: Color(system: .tertiarySystemFill))
    /// iOS 26: a 44-point Liquid Glass capsule, as tall as the bar buttons beside it
    /// (`LiquidGlassMetrics.barButtonHeight`), its selection the floating tab bar's pill.
    static let iOS26 = TopTabBarMetrics(capsuleHeight: LiquidGlassMetrics.barButtonHeight, selectionInset: LiquidGlassMetrics.tabSelectionInset,
                                        selection: LiquidGlassMetrics.tabSelection, capsuleFill: nil)

    static func of(_ os: ViewTreeOSVersion) -> TopTabBarMetrics { os.hasLiquidGlass ? .iOS26 : .iOS18 }

    /// The tabs' titles: 15 points, semibold, without icons.
    static let titleFont = Font.system(size: 15, weight: .semibold)
    /// Space either side of a title on the capsule.
    static let itemPadding: CGFloat = 14
}
