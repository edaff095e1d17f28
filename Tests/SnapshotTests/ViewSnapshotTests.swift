import Foundation
import Snapshot
import Testing

/// The package's own snapshot tests, written as a user writes them; references are committed
/// under __Snapshots__ and kept small (@1x, or the view's own size).
@Suite(.snapshots(record: .missing)) @MainActor struct ViewSnapshotTests {
    nonisolated static let oneX = UITraitCollection(displayScale: 1)

    @Test func profileOnAPhoneInLightAndDark() {
        assertSnapshot(of: ProfileScreen(), as: .image(layout: .device(config: .iPhone13ProMax), traits: Self.oneX),
                       named: "light")
        assertSnapshot(of: ProfileScreen(),
                       as: .image(layout: .device(config: .iPhone13ProMax),
                                  traits: .init(traitsFrom: [Self.oneX, .init(userInterfaceStyle: .dark)])),
                       named: "dark")
    }

    @Test func profileInLandscapeAndInASplitView() {
        assertSnapshot(of: ProfileScreen(), as: .image(layout: .device(config: .iPhoneSe(.landscape)), traits: Self.oneX),
                       named: "iPhoneSe-landscape")
        assertSnapshot(of: ProfileScreen(),
                       as: .image(layout: .device(config: .iPadPro11(.landscape(splitView: .twoThirds))),
                                  traits: Self.oneX),
                       named: "iPadPro11-two-thirds")
    }

    @Test func badgeAtItsIdealSizeAt2x() {
        assertSnapshot(of: Badge(count: 3), as: .image(traits: .init(displayScale: 2)))
    }

    @Test func fixedLayoutCentresTheView() {
        assertSnapshot(of: Badge(count: 12), as: .image(layout: .fixed(width: 120, height: 60), traits: Self.oneX))
    }

    @Test func layoutTreeOnAPhone() {
        assertSnapshot(of: ProfileScreen(), as: .layoutTree(layout: .device(config: .iPhone13ProMax)))
    }

    @Test func layoutTreesDumpAsTheirIndentedText() {
        let layout = ImageRenderer(content: Badge(count: 1)).layout
        var dumped = ""
        Snapshotting<ViewTreeLayout, String>.dump.snapshot(layout).run { dumped = $0 }
        #expect(dumped == "- " + layout.description + "\n")
        #expect(dumped.contains("Text (8, 4, "))
    }

    @Test func deviceImageHasTheDevicePixelSize() throws {
        var image: ViewTreeSnapshotImage?
        Snapshotting<ProfileScreen, ViewTreeSnapshotImage>.image(layout: .device(config: .iPhone13ProMax))
            .snapshot(ProfileScreen()).run { image = $0 }
        let bitmap = try #require(image?.bitmap)
        #expect(bitmap.width == 1284 && bitmap.height == 2778)
    }

    @Test func traitsReachTheEnvironment() throws {
        struct Probe: View {
            @Environment(\.colorScheme) var colorScheme
            @Environment(\.dynamicTypeSize) var dynamicTypeSize
            @Environment(\.layoutDirection) var layoutDirection
            @Environment(\.horizontalSizeClass) var horizontalSizeClass
            @Environment(\.displayScale) var displayScale
            var body: some View {
                Text("\(colorScheme) \(dynamicTypeSize) \(layoutDirection) \(horizontalSizeClass.map { "\($0)" } ?? "none") \(Int(displayScale))")
            }
        }
        var tree = ""
        Snapshotting<Probe, String>.layoutTree(layout: .device(config: .iPadMini(.portrait(splitView: .oneThird))),
                                               traits: .init(traitsFrom: [.init(userInterfaceStyle: .dark),
                                                                          .init(layoutDirection: .rightToLeft),
                                                                          .init(preferredContentSizeCategory: .extraLarge)]))
            .snapshot(Probe()).run { tree = $0 }
        #expect(tree.contains("\"dark xLarge rightToLeft compact 2\""))
    }

    @Test func unrenderableViewsFailWithTheReason() throws {
        var image: ViewTreeSnapshotImage?
        Snapshotting<AnyView, ViewTreeSnapshotImage>.image.snapshot(AnyView(Color.red.frame(width: 0, height: 10)))
            .run { image = $0 }
        guard case .unrenderable(let reason, let placeholder)? = image else {
            Issue.record("an empty view cannot be rendered")
            return
        }
        #expect(reason.contains("no pixels"))
        #expect(placeholder?.width == 400)
        let failure = Diffing<ViewTreeSnapshotImage>.image.diffV2(try #require(image), try #require(image))
        #expect(failure?.0.contains("could not be rendered") == true)
    }

    // Off the main actor on purpose: the strategy hands each view to the main actor and waits.
    @Test nonisolated func renderingInParallelIsDeterministic() async throws {
        let images = await withTaskGroup(of: Data.self) { group in
            for _ in 0..<6 {
                group.addTask { Self.profilePNG() }
            }
            return await group.reduce(into: [Data]()) { $0.append($1) }
        }
        #expect(Set(images).count == 1)
        #expect(images.first?.isEmpty == false)
    }

    nonisolated static func profilePNG() -> Data {
        var image: ViewTreeSnapshotImage?
        Snapshotting<ProfileScreen, ViewTreeSnapshotImage>.image(layout: .device(config: .iPhone8), traits: oneX)
            .snapshot(ProfileScreen()).run { image = $0 }
        return image?.pngData ?? Data()
    }
}
