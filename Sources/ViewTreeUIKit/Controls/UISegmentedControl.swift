import Foundation

/// UIKit's segmented control, which SwiftUI's segmented `Picker` uses on iOS: apps style it
/// through `UISegmentedControl.appearance()`. Stored and never applied: ViewTree draws the
/// segmented picker in SwiftUI's default look.
open class UISegmentedControl: UIControl {
    /// The index of the selected segment; `noSegment` (-1) by default.
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    /// The colour of the selected segment.
    open var selectedSegmentTintColor: UIColor?
    /// The segments' titles (`nil` for an image segment).
    private var titles: [String?] = []
    private var titleAttributes: [State: [NSAttributedString.Key: Any]] = [:]

    /// The index meaning no segment is selected.
    public static let noSegment = -1

    /// A control with a segment per item: a `String` is a title, anything else an untitled
    /// segment.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        titles = (items ?? []).map { $0 as? String }
    }

    /// The proxy whose properties every segmented control takes (see `UIView.appearance()`).
    override open class func appearance() -> UISegmentedControl { AppearanceProxies.shared.proxy(UISegmentedControl.init) }

    /// The proxy for segmented controls inside instances of `containerTypes` (see `UIView.appearance()`).
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UISegmentedControl {
        AppearanceProxies.shared.proxy(UISegmentedControl.init, in: containerTypes)
    }

    /// The number of segments.
    open var numberOfSegments: Int { titles.count }

    /// The title of segment `segment`, if it has one.
    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// Sets the title of segment `segment` (ignored outside the segments).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if titles.indices.contains(segment) { titles[segment] = title }
    }

    /// Inserts a segment titled `title` at `segment` (clamped).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: min(max(segment, 0), titles.count))
    }

    /// Removes every segment.
    open func removeAllSegments() { titles.removeAll() }

    /// Sets the titles' attributes for `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        titleAttributes[state] = attributes
    }

    /// The titles' attributes for `state`, as set.
    open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? { titleAttributes[state] }
}
