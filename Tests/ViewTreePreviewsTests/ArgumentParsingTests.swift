import ArgumentParser
import Foundation
import Testing
@testable import ViewTreePreviews

/// The command line: options, defaults, and messages that list what is valid.
@MainActor @Suite struct ArgumentParsingTests {
    typealias Render = RenderCommand<TestCatalog>

    @Test func renderTakesDevicesSchemesSizesDirectionsAndAFolder() throws {
        let command = try Render.parse(["--device", "iPhoneSe", "iPhone13ProMax.landscape", "--color-scheme", "light", "dark",
                                        "--dynamic-type-size", "xxxLarge", "--layout-direction", "rightToLeft",
                                        "--out", "shots", "-j", "3", "--preview", "Row"])
        let choice = command.matrix.choice
        #expect(choice.devices == [.iPhoneSe, .iPhone13ProMax(.landscape)])
        #expect(choice.colorSchemes == [.light, .dark])
        #expect(choice.dynamicTypeSizes == [.xxxLarge])
        #expect(choice.layoutDirections == [.rightToLeft])
        #expect(command.out == "shots" && command.jobs == 3 && command.matrix.previews == ["Row"])
        #expect(command.contactSheets && command.report)
    }

    @Test func repeatedOptionsAddUp() throws {
        let command = try Render.parse(["--device", "iPhoneSe", "--device", "ipadpro11-portrait", "--no-contact-sheets"])
        #expect(command.matrix.choice.devices == [.iPhoneSe, .iPadPro11(.portrait)])
        #expect(!command.contactSheets)
    }

    @Test func nothingChosenLeavesEveryAxisToThePreviews() throws {
        let command = try Render.parse([])
        #expect(command.matrix.choice == ViewTreeMatrixChoice())
        #expect(command.out == "previews" && command.jobs == ProcessInfo.processInfo.activeProcessorCount)
    }

    @Test func renderIsTheDefaultCommand() throws {
        let command = try ViewTreePreviewCommand<TestCatalog>.parseAsRoot(["--device", "iPhoneSe"])
        #expect((command as? Render)?.matrix.choice.devices == [.iPhoneSe])
        #expect(ViewTreePreviewCommand<TestCatalog>.configuration.commandName == "test-previews")
    }

    @Test func anUnknownDeviceIsNamedWithASuggestionAndTheValidOnes() {
        let message = Self.message(["--device", "iPhone13ProMx"])
        #expect(message.contains("'iPhone13ProMx' is not a device. Did you mean 'iPhone13ProMax'?"))
        #expect(message.contains("The devices are iPhoneSe, iPhone8, iPhone8Plus"))
        #expect(message.contains("iPhone16Pro, iPhone16ProMax"))
        #expect(message.contains("iPadPro13M5, tv, tv4K; add .landscape or .portrait"))
    }

    @Test func anUnknownValueListsTheValidOnes() {
        #expect(Self.message(["--color-scheme", "sepia"]).contains("Please provide one of 'light' and 'dark'"))
        #expect(Self.message(["--dynamic-type-size", "huge"]).contains("accessibility5"))
        #expect(Self.message(["--layout-direction", "up"]).contains("'leftToRight' and 'rightToLeft'"))
    }

    @Test func osChoosesTheIOSLookAndRefusesVersionsNotDrawn() throws {
        #expect(try Render.parse(["--os", "17"]).matrix.osVersion == .iOS17)
        #expect(try Render.parse(["--os", "iOS 26"]).matrix.osVersion == .iOS26)
        #expect(try Render.parse([]).matrix.osVersion == nil)
        #expect(try WarningsCommand<TestCatalog>.parse(["--os", "18"]).matrix.osVersion == .iOS18)
        let message = Self.message(["--os", "19"])
        #expect(message.contains("'19' is not an iOS version ViewTree draws. The versions are 17, 18, 26."))
    }

    @Test func anUnknownOptionIsNamedWithTheClosestOne() {
        let message = Self.message(["--colour-scheme", "dark"])
        #expect(message.contains("Unknown option '--colour-scheme'"))
        #expect(message.contains("--color-scheme"))
    }

    @Test func badNumbersAreRefused() {
        #expect(Self.message(["--jobs", "0"]).contains("--jobs must be at least 1."))
        #expect(Self.message(["--contact-sheet-scale", "9"]).contains("at most 4"))
    }

    @Test func anUnknownPreviewListsThePreviews() throws {
        func select(_ names: [String]) throws -> [String] {
            let (matrix, previews) = try MatrixOptions.matrix(of: TestCatalog.self, previews: names, choice: ViewTreeMatrixChoice())
            var selected: [String] = []
            for job in matrix.jobs where !selected.contains(previews[job.previewIndex].name) {
                selected.append(previews[job.previewIndex].name)
            }
            return selected
        }
        #expect(throws: ValidationError.self) { try select(["Rows"]) }
        do {
            _ = try select(["Rows"])
        } catch let error as ValidationError {
            #expect(error.message == "There is no preview named 'Rows'. The previews are: 'Row', 'Badge'.")
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(try select(["badge"]) == ["Badge"])
    }

    /// What the tool prints for `arguments` when it refuses them.
    static func message(_ arguments: [String]) -> String {
        do {
            _ = try Render.parse(arguments)
            return "parsed"
        } catch {
            return Render.fullMessage(for: error)
        }
    }
}

/// `list` and `devices`: what would render, and every device name.
@MainActor @Suite struct ListingTests {
    @Test func listSaysWhatEachPreviewRenders() throws {
        let listing = try ListCommand<TestCatalog>.listing(previews: [], choice: ViewTreeMatrixChoice(colorSchemes: [.light, .dark]))
        #expect(listing == """
            Row (row/): 2 images on testPhone
            Badge – Default (badge-default/): 2 images on testPhone
            Badge – Dark (badge-dark/): 1 image on testPhone
            """)
    }

    @Test func devicesListsEveryNameWithItsScreen() {
        let lines = DevicesCommand.listing.split(separator: "\n").map(String.init)
        #expect(lines.count == ViewTreeDevice.all.count)
        // Names padded to the longest, iPadMiniA17Pro.landscape.twoThirds (34 characters).
        #expect(lines.first == "iPhoneSe" + String(repeating: " ", count: 34 - 8 + 2) + "320×568 pt @2x")
        #expect(lines.contains("iPadPro11.landscape.oneThird        375×834 pt @2x"))
        #expect(lines.contains("iPhone16Pro                         402×874 pt @3x"))
    }
}
