import Foundation
import ViewTree

extension Tips {
    /// A button under a tip's text, as TipKit's `Tips.Action`.
    public struct Action: Identifiable, Sendable {
        /// The action's identity, for the tip view's action handler.
        public let id: String
        /// Its position among the tip's actions.
        public var index: Int?
        /// The button's title.
        public let label: @Sendable () -> Text
        private let handler: @Sendable () -> Void

        /// An action titled `title`.
        public init(id: String? = nil, title: String, perform handler: @escaping @Sendable () -> Void = {}) {
            self.id = id ?? title
            label = { Text(title) }
            self.handler = handler
        }

        /// An action whose title is the text `label` makes.
        public init(id: String? = nil, perform handler: @escaping @Sendable () -> Void = {},
                    _ label: @escaping @Sendable () -> Text) {
            self.id = id ?? ""
            self.label = label
            self.handler = handler
        }

        /// Runs the action's handler.
        public func callAsFunction() { handler() }
    }
}
