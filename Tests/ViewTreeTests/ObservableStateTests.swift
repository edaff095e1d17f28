import Foundation
import Testing
@testable import ViewTree

final class CounterModel: ObservableObject {
    @Published var count = 3
    @Published var name = "Ada"
    nonisolated(unsafe) static var made = 0

    init() { CounterModel.made += 1 }
}

@Observable final class Profile {
    var name = "Grace"
    var visits = 7
}

/// Shows a name through a binding, as a text field would.
private struct NameField: View {
    @Binding var name: String
    var body: some View { Text(name) }
}

private struct OwnedCounter: View {
    @StateObject private var model = CounterModel()
    var body: some View {
        VStack {
            Text(String("Count: \(model.count)"))
            NameField(name: $model.name)
        }
    }
}

private struct ObservedCounter: View {
    @ObservedObject var model: CounterModel
    var body: some View { NameField(name: $model.name) }
}

private struct EnvironmentCounter: View {
    @EnvironmentObject var model: CounterModel
    var body: some View { Text(String("\(model.name) \(model.count)")) }
}

private struct ProfileCard: View {
    @Environment(Profile.self) private var profile
    var body: some View { Text(String("\(profile.name) \(profile.visits)")) }
}

private struct OptionalProfileCard: View {
    @Environment(Profile.self) private var profile: Profile?
    var body: some View { Text(profile?.name ?? "nobody") }
}

private struct ProfileEditor: View {
    @Bindable var profile: Profile
    var body: some View { NameField(name: $profile.name) }
}

@MainActor private func texts<V: View>(_ view: V) -> [String] {
    layout(view).allViews.compactMap(\.text)
}

/// ObservableObject, @StateObject, @ObservedObject, @EnvironmentObject, @Observable, @Bindable and
/// environment objects: a render shows the models' current values.
@MainActor struct ObservableStateTests {
    @Test func stateObjectShowsItsInitialValuesAndIsMadeOncePerViewValue() {
        let before = CounterModel.made
        let view = OwnedCounter()
        #expect(texts(view) == ["Count: 3", "Ada"])
        #expect(texts(view) == ["Count: 3", "Ada"])
        #expect(CounterModel.made == before + 1)
    }

    @Test func publishedChangesAnnounceThemselvesAndShowInTheNextRender() {
        let model = CounterModel()
        var announced = 0
        let subscription = model.objectWillChange.sink { announced += 1 }
        model.count = 4
        model.name = "Lin"
        #expect(announced == 2)
        subscription.cancel()
        #expect(texts(EnvironmentCounter().environmentObject(model)) == ["Lin 4"])
    }

    @Test func observedObjectBindingsReadAndWriteTheModel() {
        let model = CounterModel()
        let view = ObservedCounter(model: model)
        #expect(texts(view) == ["Ada"])
        view.$model.name.wrappedValue = "Mae"
        #expect(model.name == "Mae")
        #expect(texts(view) == ["Mae"])
    }

    @Test func environmentObjectIsFoundByTypeInnermostFirst() {
        let outer = CounterModel(), inner = CounterModel()
        inner.name = "Inner"
        let view = VStack {
            EnvironmentCounter()
            EnvironmentCounter().environmentObject(inner)
        }.environmentObject(outer)
        #expect(texts(view) == ["Ada 3", "Inner 3"])
    }

    @Test func missingEnvironmentObjectStopsWithSwiftUIsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = await MainActor.run { layout(EnvironmentCounter()) }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("No ObservableObject of type CounterModel found. "
            + "A View.environmentObject(_:) for CounterModel may be missing as an ancestor of this view."))
    }

    @Test func observableObjectsComeFromTheEnvironmentByType() {
        let profile = Profile()
        #expect(texts(ProfileCard().environment(profile)) == ["Grace 7"])
        #expect(texts(OptionalProfileCard().environment(profile)) == ["Grace"])
        #expect(texts(OptionalProfileCard()) == ["nobody"])
        // `environment(nil)` removes an object an ancestor provided.
        #expect(texts(OptionalProfileCard().environment(nil as Profile?).environment(profile)) == ["nobody"])
    }

    @Test func missingObservableObjectStopsWithSwiftUIsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = await MainActor.run { layout(ProfileCard()) }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("No Observable object of type Profile found. "
            + "A View.environment(_:) for Profile may be missing as an ancestor of this view."))
    }

    @Test func bindableMakesBindingsToObservableProperties() {
        let profile = Profile()
        let editor = ProfileEditor(profile: profile)
        #expect(texts(editor) == ["Grace"])
        editor.$profile.name.wrappedValue = "Hopper"
        Bindable(profile).visits.wrappedValue = 8
        #expect(profile.name == "Hopper")
        #expect(profile.visits == 8)
        #expect(texts(editor) == ["Hopper"])
    }
}
