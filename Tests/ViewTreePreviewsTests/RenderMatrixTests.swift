import Foundation
import Testing
@testable import ViewTreePreviews

/// The matrix: previews x views x devices x schemes x sizes x directions, which choice wins on
/// each axis, and the files the images go to.
@MainActor @Suite struct RenderMatrixTests {
    @Test func everyAxisMultipliesInOrder() {
        let matrix = ViewTreeRenderMatrix(previews: [Preview("Row") { WideRow() }],
                                  choice: ViewTreeMatrixChoice(devices: [testPhone, testWidePhone], colorSchemes: [.light, .dark],
                                                       dynamicTypeSizes: [.large, .accessibility2],
                                                       layoutDirections: [.leftToRight, .rightToLeft]))
        #expect(matrix.jobs.count == 16)
        #expect(matrix.jobs.prefix(5).map(\.path) == [
            "row/testPhone-light.png", "row/testPhone-light-rtl.png", "row/testPhone-light-accessibility2.png",
            "row/testPhone-light-accessibility2-rtl.png", "row/testPhone-dark.png",
        ])
        #expect(matrix.jobs.last?.path == "row/testWidePhone-dark-accessibility2-rtl.png")
        #expect(matrix.jobs.last?.sheetPath == "row/contact-sheet-dark-accessibility2-rtl.png")
        #expect(matrix.jobs.last?.appearanceDescription == "dark, accessibility2, right to left")
        #expect(Set(matrix.jobs.map(\.path)).count == 16)
        #expect(matrix.problems.isEmpty)
    }

    @Test func theCommandLineWinsOverThePreviewWhichWinsOverTheCatalog() {
        let own = Preview("Own", devices: [testWidePhone], colorSchemes: [.dark], dynamicTypeSizes: [.small]) { WideRow() }
        let plain = Preview("Plain") { WideRow() }
        let byDefault = ViewTreeRenderMatrix(previews: [own, plain], defaultDevices: [testPhone], defaultColorSchemes: [.light])
        #expect(byDefault.jobs.map(\.path) == ["own/testWidePhone-dark-small.png", "plain/testPhone-light.png"])
        let chosen = ViewTreeRenderMatrix(previews: [own, plain], choice: ViewTreeMatrixChoice(devices: [testPhone], colorSchemes: [.light]),
                                  defaultDevices: [testWidePhone])
        #expect(chosen.jobs.map(\.path) == ["own/testPhone-light-small.png", "plain/testPhone-light.png"])
    }

    @Test func aProvidersViewsAreEachAPreviewWithTheirOwnTraits() {
        let matrix = ViewTreeRenderMatrix(previews: [Preview(Badge_Previews.self, traits: .sizeThatFitsLayout)],
                                  choice: ViewTreeMatrixChoice(colorSchemes: [.light, .dark]), defaultDevices: [testPhone])
        // The dark one asks for dark appearance itself, so the schemes chosen do not multiply it.
        #expect(matrix.jobs.map(\.path) == ["badge-default/testPhone-light.png", "badge-default/testPhone-dark.png",
                                            "badge-dark/testPhone-dark.png"])
        #expect(matrix.jobs.map(\.title) == ["Badge – Default", "Badge – Default", "Badge – Dark"])
        #expect(matrix.jobs.allSatisfy { $0.layout == .sizeThatFits })
        #expect(matrix.jobs.map(\.variant) == [0, 0, 1])
    }

    @Test func previewDeviceAndOrientationTraitsChooseAndTurnDevices() {
        let previews = [
            Preview("Named") { WideRow().previewDevice("iPhone SE (1st generation)") },
            Preview("Turned") { WideRow().previewInterfaceOrientation(.landscapeLeft) },
            Preview("Declared turned", traits: .landscapeRight, devices: [.iPadPro11(.portrait)]) { WideRow() },
            Preview("Unknown") { WideRow().previewDevice("Pixel 7") },
        ]
        let matrix = ViewTreeRenderMatrix(previews: previews, defaultDevices: [.iPhone13Mini])
        #expect(matrix.jobs.map(\.device) == [.iPhoneSe, .iPhone13Mini(.landscape), .iPadPro11, .iPhone13Mini])
        #expect(matrix.problems.map(\.description) == [
            "Unknown: previewDevice \"Pixel 7\" is not a known device; rendered on the default devices instead",
        ])
        #expect(matrix.problems.first?.isFailure == false)
        // The command line's devices win over previewDevice, and the orientation still turns them.
        let chosen = ViewTreeRenderMatrix(previews: Array(previews.prefix(2)), choice: ViewTreeMatrixChoice(devices: [.iPhone8]))
        #expect(chosen.jobs.map(\.device) == [.iPhone8, .iPhone8(.landscape)])
    }

    @Test func aPreviewThatThrowsIsAProblemAndTheOthersStay() {
        let matrix = ViewTreeRenderMatrix(previews: [Preview("Broken") { try failingView() },
                                             Preview("Fine") { WideRow() }], defaultDevices: [testPhone])
        #expect(matrix.jobs.map(\.path) == ["fine/testPhone-light.png"])
        #expect(matrix.problems.map(\.description) == ["Broken: its view threw no such file"])
        #expect(matrix.problems.first?.isFailure == true)
    }

    @Test func titlesBecomeDistinctFolders() {
        let matrix = ViewTreeRenderMatrix(previews: [Preview("Sign-in: Error!") { WideRow() }, Preview("sign in error") { WideRow() }],
                                  defaultDevices: [testPhone])
        #expect(matrix.jobs.map(\.folder) == ["sign-in-error", "sign-in-error-2"])
    }
}
