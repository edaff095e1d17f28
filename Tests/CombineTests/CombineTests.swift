import Combine
import SwiftUI
import Testing

/// Waits, letting the main queue and run loop run, until `condition` holds or 30 seconds pass.
@MainActor private func eventually(_ condition: () -> Bool) async -> Bool {
    // Generous: under a loaded parallel run the main actor can be busy for seconds.
    let deadline = ContinuousClock.now + .seconds(30)
    while !condition() {
        if ContinuousClock.now >= deadline { return false }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return true
}

/// `import Combine` is OpenCombine with Combine's Foundation and Dispatch integrations.
@MainActor struct CombineTests {
    @Test func debounceOnTheMainQueueLetsTheLastQueryThrough() async {
        let model = SearchModel()
        model.query = "sw"
        model.query = "swi"
        model.query = "swift"
        #expect(model.searches.isEmpty)
        #expect(await eventually { !model.searches.isEmpty })
        #expect(model.searches == ["swift"])
        #expect(model.results == ["Swift", "SwiftUI"])
        #expect(model.resultCount == 2)

        model.query = "swift"
        try? await Task.sleep(for: .milliseconds(500))
        #expect(model.searches == ["swift"])
    }

    @Test func notificationCenterPublisherDelivers() {
        let center = NotificationCenter()
        let model = SearchModel(notificationCenter: center)
        model.query = "combine"
        center.post(name: .searchCleared, object: nil)
        #expect(model.query == "")

        // Notification centres match the object by identity.
        let settings = NSObject(), other = NSObject()
        var senders: [NSObject] = []
        let cancellable = center.publisher(for: .searchCleared, object: settings)
            .compactMap { $0.object as? NSObject }
            .sink { senders.append($0) }
        center.post(name: .searchCleared, object: other)
        center.post(name: .searchCleared, object: settings)
        cancellable.cancel()
        center.post(name: .searchCleared, object: settings)
        #expect(senders == [settings])
    }

    @Test func dispatchQueueRunLoopAndOperationQueueAreSchedulers() async {
        var received: [String] = []
        var cancellables = Set<AnyCancellable>()
        Just("dispatch").subscribe(on: DispatchQueue.global()).receive(on: DispatchQueue.main)
            .sink { received.append($0) }.store(in: &cancellables)
        Just("run loop").delay(for: .milliseconds(20), scheduler: RunLoop.main)
            .sink { received.append($0) }.store(in: &cancellables)
        Just("operation queue").receive(on: OperationQueue.main)
            .sink { value in Task { @MainActor in received.append(value) } }.store(in: &cancellables)
        #expect(await eventually { received.count == 3 })
        #expect(Set(received) == ["dispatch", "run loop", "operation queue"])
    }

    @Test func throttleOnTheMainQueueKeepsTheLatestValue() async {
        let subject = PassthroughSubject<Int, Never>()
        var throttled: [Int] = []
        let cancellable = subject.throttle(for: .milliseconds(50), scheduler: DispatchQueue.main, latest: true)
            .sink { throttled.append($0) }
        subject.send(1)
        subject.send(2)
        subject.send(3)
        #expect(await eventually { throttled.last == 3 })
        #expect(!throttled.contains(2))
        cancellable.cancel()
    }

    @Test func timerPublisherFiresOnTheMainRunLoop() async {
        var fired = false
        let cancellable = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect().first()
            .sink { _ in fired = true }
        #expect(!fired)
        #expect(await eventually { fired })
        cancellable.cancel()
    }

    @Test func dataTaskPublisherIsBuiltWithoutARequest() {
        let url = URL(string: "https://example.com/catalogue.json")!
        let publisher = URLSession.shared.dataTaskPublisher(for: url)
        #expect(publisher.request.url == url)
        _ = SearchModel().remoteResults(from: url)
    }

    @Test func decodeWithJSONDecoder() {
        var names: [String] = []
        var failed = false
        let cancellables = [Data(#"["Swift", "Combine"]"#.utf8), Data("{".utf8)].map { data in
            Just(data).decode(type: [String].self, decoder: JSONDecoder())
                .sink { completion in
                    if case .failure = completion { failed = true }
                } receiveValue: { names = $0 }
        }
        #expect(names == ["Swift", "Combine"])
        #expect(failed)
        _ = cancellables
    }

    @Test func viewObservingTheModelRendersItsResults() async {
        let model = SearchModel()
        model.query = "swift"
        #expect(await eventually { model.resultCount == 2 })
        let texts = ImageRenderer(content: SearchView(model: model)).layout.allViews.compactMap(\.text)
        // The timer has not fired: a snapshot is taken at once, as on iOS.
        #expect(texts == ["swift", "Swift", "SwiftUI", "2 results", "0 ticks"])
    }
}

/// A module's own `Subscription` beside SwiftUI, and Combine's beside `import Combine`.
@MainActor struct AppNamedSubscriptionTests {
    @Test func appSubscriptionTypeIsFoundBesideSwiftUI() {
        let store = SubscriptionStore()
        var changes = 0
        let observation = store.objectWillChange.sink { changes += 1 }
        store.selected = store.all[1]
        #expect(changes == 1)
        observation.cancel()
        let texts = ImageRenderer(content: SubscriptionList(store: store)).layout.allViews.compactMap(\.text)
        #expect(texts == ["Monthly", "Yearly ✓"])
    }

    @Test func combinesSubscriptionIsTheOneImportCombineFinds() {
        // This file imports Combine (and not the app's module): `Subscription` is Combine's protocol.
        final class Counter: Subscriber {
            var received: [Int] = []
            func receive(subscription: Subscription) { subscription.request(.unlimited) }
            func receive(_ input: Int) -> Subscribers.Demand { received.append(input); return .none }
            func receive(completion: Subscribers.Completion<Never>) {}
        }
        let counter = Counter()
        [1, 2, 3].publisher.subscribe(counter)
        #expect(counter.received == [1, 2, 3])
    }
}
