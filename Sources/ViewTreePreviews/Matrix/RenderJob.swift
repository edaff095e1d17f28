import Foundation

/// One image of a run: one preview of a `Preview` in one configuration, and the file it goes to.
public struct ViewTreeRenderJob: Hashable, Sendable {
    /// The `Preview`'s position in the list rendered.
    public var previewIndex: Int
    /// The preview's position among its view's top-level views.
    public var variant: Int
    /// The preview's name, with the variant's (`"Badge – Dark"`) when the view has several.
    public var title: String
    /// The folder the preview's files go to: the title in lower case with dashes.
    public var folder: String
    /// The device.
    public var device: ViewTreeDevice
    /// How the view is sized.
    public var layout: PreviewLayout
    /// Light or dark.
    public var colorScheme: ColorScheme
    /// The text size.
    public var dynamicTypeSize: DynamicTypeSize
    /// Left to right or right to left.
    public var layoutDirection: LayoutDirection

    /// The configuration as a name: device and scheme, then the text size unless `.large` and
    /// `rtl` for right to left (`"iPhoneSe-dark-xxxLarge-rtl"`).
    public var configurationName: String {
        "\(device.name)-\(colorScheme)" + appearanceSuffix
    }

    /// The file's path in the output folder.
    public var path: String { "\(folder)/\(configurationName).png" }

    /// The contact sheet this image belongs on: the same preview, scheme, size and direction.
    public var sheetPath: String { "\(folder)/contact-sheet-\(colorScheme)\(appearanceSuffix).png" }

    /// The scheme, text size and direction for people (`"dark, xxxLarge, right to left"`).
    public var appearanceDescription: String {
        var parts = ["\(colorScheme)"]
        if dynamicTypeSize != .large { parts.append("\(dynamicTypeSize)") }
        if layoutDirection == .rightToLeft { parts.append("right to left") }
        return parts.joined(separator: ", ")
    }

    private var appearanceSuffix: String {
        (dynamicTypeSize == .large ? "" : "-\(dynamicTypeSize)") + (layoutDirection == .rightToLeft ? "-rtl" : "")
    }
}

extension String {
    /// This text in lower case, words joined by dashes, for file names (`"Badge – Dark"` is `"badge-dark"`).
    var slug: String {
        let words = lowercased().split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return words.isEmpty ? "preview" : words.joined(separator: "-")
    }
}
