import OpenCombine

// Combine's `CombineLatest`, which OpenCombine lacks: view models combine a form's fields
// (`$email.combineLatest($password)`) to validate them together.

extension Publishers {
    /// The latest values of two publishers as a pair, each time either publishes once both have,
    /// as Combine's `Publishers.CombineLatest`. It finishes when both finish and fails when
    /// either fails; a subscriber without demand gets the latest pair when it asks.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// The latest value of each.
        public typealias Output = (A.Output, B.Output)
        /// Either's failure.
        public typealias Failure = A.Failure

        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// The latest values of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fanIn = FanInSubscription(downstream: subscriber, upstreamCount: 2, backlog: .latest)
            var latestA: A.Output?, latestB: B.Output?
            subscriber.receive(subscription: fanIn)
            a.subscribe(fanIn.input(0, of: A.Output.self) { value in
                latestA = value
                return latestB.map { (value, $0) }
            })
            b.subscribe(fanIn.input(1, of: B.Output.self) { value in
                latestB = value
                return latestA.map { ($0, value) }
            })
        }
    }

    /// The latest values of three publishers, as Combine's `Publishers.CombineLatest3`.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        /// The latest value of each.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// Any one's failure.
        public typealias Failure = A.Failure

        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// The third publisher.
        public let c: C

        /// The latest values of `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatest(CombineLatest(a, b), c).map { ($0.0, $0.1, $1) }.subscribe(subscriber)
        }
    }
}

extension Publisher {
    /// The latest values of this publisher and `other`, as a pair.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// The latest values of this publisher and `other`, made into one by `transform`.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// The latest values of this publisher, `publisher1` and `publisher2`.
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
        -> Publishers.CombineLatest3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// The latest values of this publisher, `publisher1` and `publisher2`, made into one by `transform`.
    public func combineLatest<P: Publisher, Q: Publisher, T>(_ publisher1: P, _ publisher2: Q,
                                                             _ transform: @escaping (Output, P.Output, Q.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }
}
