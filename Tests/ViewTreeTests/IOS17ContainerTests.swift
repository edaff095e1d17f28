import Foundation
import Testing
@testable import ViewTree

/// NavigationSplitView (collapsed on a phone, columns on an iPad), TimelineView at the reference
/// date, and PhaseAnimator in its first phase.
@MainActor @Suite struct IOS17ContainerTests {
    /// An 11-inch iPad in landscape at 1x, without a safe area.
    private let pad = ViewTreeWindow(size: CGSize(width: 1194, height: 834))
    private let reference = EnvironmentValues.viewTreeDefaultReferenceDate

    private func split(visibility: NavigationSplitViewVisibility = .automatic) -> some View {
        NavigationSplitView(columnVisibility: .constant(visibility)) {
            Text("Mailboxes")
        } detail: {
            Text("Message")
        }
    }

    @Test func aSplitViewCollapsesIntoAStackOfTheSidebarInACompactWidth() {
        let tree = windowLayout(split().environment(\.horizontalSizeClass, .compact))
        #expect(frames(tree, named: "NavigationStack").count == 1)
        #expect(tree.allViews.compactMap(\.text) == ["Mailboxes"])
        let detail = windowLayout(NavigationSplitView(columnVisibility: .constant(.automatic),
                                                      preferredCompactColumn: .constant(.detail)) {
            Text("Mailboxes")
        } detail: {
            Text("Message")
        }.environment(\.horizontalSizeClass, .compact))
        #expect(detail.allViews.compactMap(\.text) == ["Message"])
    }

    @Test func aSplitViewShowsItsColumnsSideBySideInARegularWidth() throws {
        let two = windowLayout(split().environment(\.horizontalSizeClass, .regular), window: pad)
        let stacks = frames(two, named: "NavigationStack")
        #expect(stacks.count == 2)
        #expect(stacks.first == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(stacks.last?.maxX == 1194 && (stacks.last?.minX ?? 0) > 320)
        #expect(Set(two.allViews.compactMap(\.text)) == ["Mailboxes", "Message"])
        let three = windowLayout(NavigationSplitView {
            Text("Accounts")
        } content: {
            Text("Inbox")
        } detail: {
            Text("Message")
        }.environment(\.horizontalSizeClass, .regular), window: pad)
        #expect(frames(three, named: "NavigationStack").map(\.width).prefix(2) == [320, 320])
        let detailOnly = windowLayout(split(visibility: .detailOnly).environment(\.horizontalSizeClass, .regular), window: pad)
        #expect(frames(detailOnly, named: "NavigationStack") == [CGRect(x: 0, y: 0, width: 1194, height: 834)])
    }

    /// The seconds since 1970 of the date a timeline view's content is given.
    private func timelineDate(_ schedule: some TimelineSchedule) -> String? {
        layout(TimelineView(schedule) { context in Text(verbatim: "\(Int(context.date.timeIntervalSince1970))") })
            .allViews.compactMap(\.text).first
    }

    @Test func aTimelineViewShowsItsEntryAtTheReferenceDate() {
        let now = Int(reference.timeIntervalSince1970)
        #expect(timelineDate(.everyMinute) == "\(now)")
        #expect(timelineDate(.animation) == "\(now)")
        #expect(timelineDate(.periodic(from: reference.addingTimeInterval(-100), by: 30)) == "\(now - 10)")
        // A start after the reference date (such as `.now`) starts at the reference date.
        #expect(timelineDate(.periodic(from: reference.addingTimeInterval(500), by: 1)) == "\(now)")
        #expect(timelineDate(.explicit([reference.addingTimeInterval(-5), reference.addingTimeInterval(5)])) == "\(now - 5)")
        var environment = EnvironmentValues()
        environment.viewTreeReferenceDate = reference.addingTimeInterval(30)
        let later = layout(TimelineView(.everyMinute) { context in Text(verbatim: "\(Int(context.date.timeIntervalSince1970))") }
            .environment(\.viewTreeReferenceDate, environment.viewTreeReferenceDate))
        #expect(later.allViews.compactMap(\.text) == ["\(now)"])
    }

    @Test func aPhaseAnimatorShowsItsFirstPhase() {
        let animator = layout(PhaseAnimator([1.0, 3.0]) { scale in Color.red.frame(width: 10 * scale, height: 10) })
        #expect(animator.frame.size == CGSize(width: 10, height: 10))
        let triggered = layout(Color.red.frame(width: 10, height: 10)
            .phaseAnimator([20.0, 40.0], trigger: 1) { content, width in content.frame(width: width) } animation: { _ in .bouncy })
        #expect(triggered.frame.size == CGSize(width: 20, height: 10))
        #expect(layout(PhaseAnimator([Double]()) { Color.red.frame(width: $0) }).frame.size == .zero)
    }
}

/// The values a keyframe animation moves.
private struct Pose {
    var scale = 1.0
    var width = 30.0
}

extension IOS17ContainerTests {
    @Test func aKeyframeAnimatorDrawsItsInitialValue() {
        let animated = layout(Color.red.frame(height: 10).keyframeAnimator(initialValue: Pose(), trigger: 2) { content, pose in
            content.frame(width: pose.width * pose.scale)
        } keyframes: { _ in
            KeyframeTrack(\.scale) {
                LinearKeyframe(1.2, duration: 0.1)
                SpringKeyframe(1, duration: 0.3, spring: .bouncy)
            }
            KeyframeTrack(\.width) {
                CubicKeyframe(60, duration: 0.2)
                MoveKeyframe(30)
            }
        })
        #expect(animated.frame.size == CGSize(width: 30, height: 10))
        let repeating = layout(Color.red.frame(width: 10, height: 10).keyframeAnimator(initialValue: 2.0) { content, scale in
            content.padding(scale)
        } keyframes: { _ in
            KeyframeTrack { LinearKeyframe(4.0, duration: 1, timingCurve: .easeInOut) }
        })
        #expect(repeating.frame.size == CGSize(width: 14, height: 14))
    }
}
