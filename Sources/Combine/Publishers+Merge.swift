import OpenCombine

// Combine's `Merge` and `MergeMany`, which OpenCombine lacks: view models merge several event
// streams (`refreshTapped.merge(with: appBecameActive)`) into one.

extension Publishers {
    /// The values of two publishers of one type, in the order they come, as Combine's
    /// `Publishers.Merge`. It finishes when both finish and fails when either fails.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        /// Either's values.
        public typealias Output = A.Output
        /// Either's failure.
        public typealias Failure = A.Failure

        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// The values of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher()).subscribe(subscriber)
        }
    }

    /// The values of three publishers of one type, as Combine's `Publishers.Merge3`.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Output == B.Output, B.Output == C.Output, A.Failure == B.Failure, B.Failure == C.Failure {
        /// Their values.
        public typealias Output = A.Output
        /// Any one's failure.
        public typealias Failure = A.Failure

        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// The third publisher.
        public let c: C

        /// The values of `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher()).subscribe(subscriber)
        }
    }

    /// The values of any number of publishers of one type, as Combine's `Publishers.MergeMany`.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        /// Their values.
        public typealias Output = Upstream.Output
        /// Any one's failure.
        public typealias Failure = Upstream.Failure

        /// The publishers merged.
        public let publishers: [Upstream]

        /// The values of `upstream`.
        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        /// The values of the publishers of `upstream`.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        /// These publishers' values and `other`'s.
        public func merge(with other: Upstream) -> MergeMany<Upstream> {
            MergeMany(publishers + [other])
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fanIn = FanInSubscription(downstream: subscriber, upstreamCount: publishers.count, backlog: .all)
            subscriber.receive(subscription: fanIn)
            for (index, publisher) in publishers.enumerated() {
                publisher.subscribe(fanIn.input(index, of: Output.self) { $0 })
            }
        }
    }
}

extension Publisher {
    /// This publisher's values and `other`'s, in the order they come.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    /// This publisher's values, `b`'s and `c`'s, in the order they come.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
        Publishers.Merge3(self, b, c)
    }
}
