import Foundation

/// One device of the catalog and how its screen changes with orientation (the sizes, safe areas
/// and size classes of swift-snapshot-testing 1.19.7, with the real devices' scales).
struct DeviceModel: Sendable {
    enum Screen: Sendable {
        /// A phone, portrait by default. Landscape turns the size; width is regular in landscape
        /// on the large phones only.
        case phone(portrait: CGSize, portraitInsets: EdgeInsets, landscapeInsets: EdgeInsets,
                   regularWidthInLandscape: Bool)
        /// An iPad, landscape by default, with Split View widths: landscape 1/3, 1/2, 2/3, then
        /// portrait 1/3, 2/3. Widths up to half the screen are compact.
        case tablet(landscape: CGSize, splits: [CGFloat], insets: EdgeInsets)
        /// A TV: one size, no size classes.
        case tv(size: CGSize, insets: EdgeInsets)
    }

    let name: String
    let scale: CGFloat
    let screen: Screen
    /// The display's corner radius in points.
    var cornerRadius: CGFloat = 0
    /// Whether the device has a home indicator (its bottom safe-area inset is the indicator's).
    var hasHomeIndicator = false

    /// Insets from the screen's top, left, bottom and right.
    static func insets(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> EdgeInsets {
        EdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }

    /// A home-button phone: a 20 pt status bar in portrait, no margins in landscape.
    static func classicPhone(_ name: String, width: CGFloat, height: CGFloat, scale: CGFloat,
                             regularWidthInLandscape: Bool = false) -> DeviceModel {
        DeviceModel(name: name, scale: scale,
                    screen: .phone(portrait: CGSize(width: width, height: height), portraitInsets: insets(20, 0, 0, 0),
                                   landscapeInsets: EdgeInsets(), regularWidthInLandscape: regularWidthInLandscape))
    }

    /// A phone with a notch: `top` in portrait (34 at the bottom); `side` left and right in
    /// landscape with `landscapeBottom` at the bottom.
    static func notchedPhone(_ name: String, width: CGFloat, height: CGFloat, top: CGFloat, side: CGFloat,
                             landscapeBottom: CGFloat, scale: CGFloat, regularWidthInLandscape: Bool = false,
                             cornerRadius: CGFloat) -> DeviceModel {
        DeviceModel(name: name, scale: scale,
                    screen: .phone(portrait: CGSize(width: width, height: height), portraitInsets: insets(top, 0, 34, 0),
                                   landscapeInsets: insets(0, side, landscapeBottom, side),
                                   regularWidthInLandscape: regularWidthInLandscape),
                    cornerRadius: cornerRadius, hasHomeIndicator: true)
    }

    /// An iPad at 2x: with a home button (20 pt status bar, square corners) unless `insets` and
    /// `cornerRadius` say otherwise.
    static func tablet(_ name: String, width: CGFloat, height: CGFloat, splits: [CGFloat],
                       insets: EdgeInsets = insets(20, 0, 0, 0), cornerRadius: CGFloat = 0) -> DeviceModel {
        DeviceModel(name: name, scale: 2, screen: .tablet(landscape: CGSize(width: width, height: height),
                                                         splits: splits, insets: insets),
                    cornerRadius: cornerRadius, hasHomeIndicator: insets.bottom > 0)
    }

    /// An iPad with a home indicator (24 pt status bar, 20 pt home indicator), its Split View
    /// widths by the rule of swift-snapshot-testing's table: landscape 1/3 is 375 from 1,194
    /// points wide (320 below), 1/2 is (width - 10) / 2, 2/3 is width - 1/3 - 10; portrait 1/3 is
    /// 375 from 1,024 points wide (320 below), 2/3 is width - 1/3 - 10 (*unverified* for iPads
    /// swift-snapshot-testing does not list).
    static func modernTablet(_ name: String, width: CGFloat, height: CGFloat, cornerRadius: CGFloat) -> DeviceModel {
        let landscapeThird: CGFloat = width >= 1194 ? 375 : 320
        let portraitThird: CGFloat = height >= 1024 ? 375 : 320
        let splits = [landscapeThird, ((width - 10) / 2).rounded(.down), width - landscapeThird - 10,
                      portraitThird, height - portraitThird - 10]
        return tablet(name, width: width, height: height, splits: splits, insets: insets(24, 0, 20, 0),
                      cornerRadius: cornerRadius)
    }

    /// The phone in `orientation`.
    func configuration(_ orientation: ViewTreeDevice.Orientation) -> ViewTreeDevice {
        switch screen {
        case .phone(let portrait, let portraitInsets, let landscapeInsets, let regularWidthInLandscape):
            let landscape = orientation == .landscape
            let insets = landscape ? landscapeInsets : portraitInsets
            return ViewTreeDevice(
                name: landscape ? "\(name).landscape" : name,
                size: landscape ? CGSize(width: portrait.height, height: portrait.width) : portrait,
                safeAreaInsets: insets, scale: scale, idiom: .phone,
                horizontalSizeClass: landscape && regularWidthInLandscape ? .regular : .compact,
                verticalSizeClass: landscape ? .compact : .regular,
                displayCornerRadius: cornerRadius, homeIndicatorInset: hasHomeIndicator ? insets.bottom : 0)
        case .tablet:
            return configuration(orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full))
        case .tv:
            return configuration()
        }
    }

    /// The iPad in `orientation`, with Split View.
    func configuration(_ orientation: ViewTreeDevice.TabletOrientation) -> ViewTreeDevice {
        guard case .tablet(let landscape, let splits, let insets) = screen else {
            return configuration(orientation.isLandscape ? .landscape : .portrait)
        }
        let width: CGFloat, height: CGFloat, compact: Bool, suffix: String
        switch orientation {
        case .landscape(let split):
            height = landscape.height
            switch split {
            case .oneThird: (width, compact, suffix) = (splits[0], true, ".landscape.oneThird")
            case .oneHalf: (width, compact, suffix) = (splits[1], true, ".landscape.oneHalf")
            case .twoThirds: (width, compact, suffix) = (splits[2], false, ".landscape.twoThirds")
            case .full: (width, compact, suffix) = (landscape.width, false, "")
            }
        case .portrait(let split):
            height = landscape.width
            switch split {
            case .oneThird: (width, compact, suffix) = (splits[3], true, ".portrait.oneThird")
            case .twoThirds: (width, compact, suffix) = (splits[4], true, ".portrait.twoThirds")
            case .full: (width, compact, suffix) = (landscape.height, false, ".portrait")
            }
        }
        return ViewTreeDevice(name: name + suffix, size: CGSize(width: width, height: height), safeAreaInsets: insets,
                              scale: scale, idiom: .pad, horizontalSizeClass: compact ? .compact : .regular,
                              verticalSizeClass: .regular, displayCornerRadius: cornerRadius,
                              homeIndicatorInset: hasHomeIndicator ? insets.bottom : 0)
    }

    /// The device in its default orientation (a TV's only one).
    func configuration() -> ViewTreeDevice {
        switch screen {
        case .phone: return configuration(.portrait)
        case .tablet: return configuration(.landscape(splitView: .full))
        case .tv(let size, let insets):
            return ViewTreeDevice(name: name, size: size, safeAreaInsets: insets, scale: scale, idiom: .tv)
        }
    }

    /// Every orientation and Split View of the device, the default first.
    var allConfigurations: [ViewTreeDevice] {
        switch screen {
        case .phone: return [configuration(.portrait), configuration(.landscape)]
        case .tablet:
            return [configuration(.landscape(splitView: .full)), configuration(.portrait(splitView: .full)),
                    configuration(.landscape(splitView: .oneThird)), configuration(.landscape(splitView: .oneHalf)),
                    configuration(.landscape(splitView: .twoThirds)), configuration(.portrait(splitView: .oneThird)),
                    configuration(.portrait(splitView: .twoThirds))]
        case .tv: return [configuration()]
        }
    }
}

extension ViewTreeDevice.TabletOrientation {
    var isLandscape: Bool {
        if case .landscape = self { return true }
        return false
    }
}
