import Foundation
import Testing
@testable import ViewTree

/// Idioms of Apple's Scrumdinger tutorial that did not compile: a progress view style that
/// wraps `ProgressView(configuration)`, and the collection edits lists hand over
/// (`remove(atOffsets:)`, `move(fromOffsets:toOffset:)`).
@MainActor @Suite struct ScrumdingerIdiomTests {
    struct FramedProgressStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            ZStack {
                RoundedRectangle(cornerRadius: 10).fill(Color.black).frame(height: 20)
                ProgressView(configuration).tint(.red).padding(.horizontal)
            }
        }
    }

    @Test func aStyleWrapsTheSystemsProgressViewMadeFromItsConfiguration() throws {
        let styled = ProgressView(value: 0.5).progressViewStyle(FramedProgressStyle()).frame(width: 200)
        let renderer = ImageRenderer(content: styled)
        let canvas = try renderer.canvas
        #expect(canvas.width == 200 && canvas.height == 20)
        // The system's bar inside the frame: red up to half of the inner width, then its track.
        let y = canvas.height / 2
        let filled = canvas.pixel(x: 40, y: y), track = canvas.pixel(x: 160, y: y), frame = canvas.pixel(x: 4, y: y)
        #expect(filled.red > 200 && filled.green < 80, "\(filled)")
        #expect(track != filled && frame.red < 30 && frame.green < 30, "\(track) \(frame)")
    }

    @Test func offsetsRemoveAndMoveAsListsHandThemOver() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([1, 3]))
        #expect(letters == ["a", "c", "e"])
        var moved = ["a", "b", "c", "d"]
        moved.move(fromOffsets: IndexSet([0]), toOffset: 3)
        #expect(moved == ["b", "c", "a", "d"])
        moved = ["a", "b", "c", "d"]
        moved.move(fromOffsets: IndexSet([3]), toOffset: 0)
        #expect(moved == ["d", "a", "b", "c"])
        moved = ["a", "b", "c", "d"]
        moved.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
        #expect(moved == ["b", "d", "a", "c"])
    }
}
