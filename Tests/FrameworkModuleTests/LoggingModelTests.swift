import Foundation
import OSLog
import SwiftUI
import Testing

/// A view model as iOS apps write it: `import OSLog`, a `Logger` with privacy on each value.
@MainActor final class CartModel: ObservableObject {
    private static let logger = Logger(subsystem: "com.example.shop", category: "cart")
    @Published private(set) var items: [String] = []

    func add(_ item: String, price: Double) {
        items.append(item)
        Self.logger.info("Added \(item, privacy: .public) at \(price, format: .fixed(precision: 2)) (\(self.items.count) items)")
        Self.logger.debug("Cart for \(UUID().uuidString, privacy: .private)")
        os_log("Legacy log %@", type: .error, item)
    }
}

struct LoggingModelTests {
    @Test @MainActor func aModelThatLogsWorksAndWritesNothing() {
        let cart = CartModel()
        cart.add("Notebook", price: 4.5)
        #expect(cart.items == ["Notebook"])
        #expect(Logger(OSLog(subsystem: "a", category: "b")).category == "b")
    }

    @Test func messagesReadAsOnAppleWithPrivateValuesRedacted() {
        let price = 3.14159, count = 255
        let message: OSLogMessage = "\(price, format: .fixed(precision: 2)) \(-0.5, format: .fixed(precision: 2)) \(1.999, format: .fixed(precision: 2)) \(count, format: .hex) \("secret", privacy: .private) \("shown", privacy: .public)"
        #expect(message.text == "3.14 -0.50 2.00 ff <private> shown")
    }
}
