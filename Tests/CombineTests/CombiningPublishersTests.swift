import Combine
import SwiftUI
import Testing

/// A sign-up form's model as MVVM apps write it: the button is enabled once both fields are valid.
@MainActor private final class SignUpModel: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published private(set) var canSubmit = false

    init() {
        $email.combineLatest($password) { email, password in email.contains("@") && password.count >= 8 }
            .assign(to: &$canSubmit)
    }
}

/// A subscriber that asks for `initial` values, then for more only when told.
private final class SlowSubscriber<Input>: Subscriber {
    typealias Failure = Never
    let combineIdentifier = CombineIdentifier()
    private let initial: Subscribers.Demand
    private(set) var received: [Input] = []
    private(set) var finished = false
    private var subscription: (any Subscription)?

    init(initial: Subscribers.Demand) { self.initial = initial }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        subscription.request(initial)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        received.append(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) { finished = true }

    func request(_ demand: Subscribers.Demand) { subscription?.request(demand) }
}

private struct Failed: Error, Equatable {}

/// Combine's `CombineLatest` and `Merge`, which OpenCombine lacks, behave as Combine's.
@MainActor struct CombiningPublishersTests {
    @Test func combineLatestPairsTheLatestValuesOnceBothHavePublished() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        var pairs: [String] = []
        var finished = false
        let cancellable = a.combineLatest(b).sink(receiveCompletion: { _ in finished = true }) { pairs.append("\($0)\($1)") }
        a.send(1)
        #expect(pairs.isEmpty)
        b.send("x")
        a.send(2)
        b.send("y")
        #expect(pairs == ["1x", "2x", "2y"])
        a.send(completion: .finished)
        #expect(!finished)
        b.send("z")
        b.send(completion: .finished)
        #expect(pairs == ["1x", "2x", "2y", "2z"] && finished)
        cancellable.cancel()
    }

    @Test func aFormEnablesItsButtonWhenBothFieldsAreValid() {
        let model = SignUpModel()
        #expect(!model.canSubmit)
        model.email = "ada@example.com"
        #expect(!model.canSubmit)
        model.password = "lovelace1815"
        #expect(model.canSubmit)
        model.email = "ada"
        #expect(!model.canSubmit)
    }

    @Test func threeWayCombinationsTransformTheirValues() {
        let sum = Publishers.CombineLatest3(Just(1), Just(2), Just(3)).map { $0 + $1 + $2 }
        var values: [Int] = []
        _ = sum.sink { values.append($0) }
        #expect(values == [6])
        _ = Just("a").combineLatest(Just("b"), Just("c")) { $0 + $1 + $2 }.sink { values.append($0.count) }
        #expect(values == [6, 3])
    }

    @Test func mergeInterleavesValuesAndFinishesWhenAllHave() {
        let refresh = PassthroughSubject<String, Never>(), foreground = PassthroughSubject<String, Never>()
        var events: [String] = []
        var finished = false
        let cancellable = refresh.merge(with: foreground).sink(receiveCompletion: { _ in finished = true }) { events.append($0) }
        refresh.send("pull")
        foreground.send("active")
        refresh.send("pull")
        refresh.send(completion: .finished)
        foreground.send("active")
        #expect(!finished)
        foreground.send(completion: .finished)
        #expect(events == ["pull", "active", "pull", "active"] && finished)
        cancellable.cancel()
        var many: [Int] = []
        _ = Publishers.MergeMany([Just(1), Just(2)]).merge(with: Just(3)).sink { many.append($0) }
        _ = Just(4).merge(with: Just(5), Just(6)).sink { many.append($0) }
        #expect(many == [1, 2, 3, 4, 5, 6])
    }

    @Test func aFailureEndsTheCombinationAtOnce() {
        let a = PassthroughSubject<Int, Failed>(), b = PassthroughSubject<Int, Failed>()
        var completion: Subscribers.Completion<Failed>?
        var values: [Int] = []
        let cancellable = Publishers.Merge(a, b).sink(receiveCompletion: { completion = $0 }) { values.append($0) }
        a.send(1)
        b.send(completion: .failure(Failed()))
        a.send(2)
        #expect(values == [1] && completion == .failure(Failed()))
        cancellable.cancel()
    }

    @Test func valuesWaitForTheSubscribersDemand() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        let merged = SlowSubscriber<Int>(initial: .max(1))
        a.merge(with: b).subscribe(merged)
        a.send(1)
        b.send(2)
        a.send(3)
        #expect(merged.received == [1])
        merged.request(.max(5))
        #expect(merged.received == [1, 2, 3])
        // CombineLatest keeps only the latest pair for a subscriber that has not asked.
        let latest = SlowSubscriber<(Int, Int)>(initial: .none)
        let c = PassthroughSubject<Int, Never>(), d = PassthroughSubject<Int, Never>()
        c.combineLatest(d).subscribe(latest)
        c.send(1)
        d.send(1)
        d.send(2)
        #expect(latest.received.isEmpty)
        latest.request(.unlimited)
        #expect(latest.received.map { "\($0.0)\($0.1)" } == ["12"])
        c.send(completion: .finished)
        d.send(completion: .finished)
        #expect(latest.finished)
    }
}
