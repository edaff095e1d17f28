import Foundation
import Testing
@testable import ViewTreePreviews

/// A small phone of the tests' own: 60x100 points at @1x with a 10-point status bar, so that
/// renders are quick and their pixels easy to reason about.
let testPhone = ViewTreeDevice(name: "testPhone", size: CGSize(width: 60, height: 100),
                                    safeAreaInsets: EdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0),
                                    scale: 1, idiom: .phone, horizontalSizeClass: .compact, verticalSizeClass: .regular)
/// A wider phone of the tests' own, at @2x.
let testWidePhone = ViewTreeDevice(name: "testWidePhone", size: CGSize(width: 120, height: 100), scale: 2,
                                        idiom: .phone, horizontalSizeClass: .compact, verticalSizeClass: .regular)

/// 100 points of fixed-width content: wider than `testPhone`, narrower than `testWidePhone`.
struct WideRow: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 20)
            Color.blue.frame(width: 50, height: 20)
        }
    }
}

/// A card that uses the colour scheme and a text.
struct Badge: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Text("New").padding(4).background(colorScheme == .dark ? Color.black : Color.yellow)
    }
}

struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Badge().previewDisplayName("Default")
        Badge().preferredColorScheme(.dark).previewDisplayName("Dark")
    }
}

/// Previews for the command-line tests, rendered on the tests' own phones by default.
enum TestCatalog: ViewTreePreviewCatalog {
    static var previews: [Preview] {
        Preview("Row") { WideRow() }
        Preview(Badge_Previews.self, traits: .sizeThatFitsLayout)
    }

    /// None: the test bundle links the gallery's `#Preview`s too.
    static var declaredPreviews: [Preview] { [] }
    static var defaultDevices: [ViewTreeDevice] { [testPhone] }
    nonisolated static var commandName: String { "test-previews" }
}

/// A folder in the temporary directory, removed by `remove()`.
struct TemporaryFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("viewtree-previews-\(UUID().uuidString)")

    func remove() { try? FileManager.default.removeItem(at: url) }

    func file(_ path: String) -> URL { url.appendingPathComponent(path) }
}

/// Progress that remembers what it was told.
@MainActor final class RecordedProgress: ViewTreeRenderProgress {
    var events: [String] = []
    func begin(total: Int) { events.append("begin \(total)") }
    func finished(_ outcome: ViewTreeRenderOutcome, completed: Int, total: Int) { events.append("\(completed)/\(total)") }
    func end() { events.append("end") }
}

/// What a preview whose view cannot be made throws.
struct MissingFixture: Error, CustomStringConvertible {
    var description: String { "no such file" }
}

/// A view that cannot be made.
func failingView() throws -> WideRow { throw MissingFixture() }
