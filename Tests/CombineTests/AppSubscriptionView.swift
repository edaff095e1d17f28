import AppNamesFixture
import SwiftUI

// A view file as Food Truck writes it: SwiftUI and the app's own module, which declares its own
// `Subscription` (and `Record`, `Future`), no Combine import. On iOS SwiftUI does not re-export
// Combine, so the app's types are the ones found; `ObservableObject` and `@Published` still come
// through SwiftUI, as Apple's Foundation re-exports them.

/// The app's subscription offers.
final class SubscriptionStore: ObservableObject {
    @Published var selected: Subscription?
    let all = [Subscription(name: "Monthly"), Subscription(name: "Yearly")]
    let history = Record()
    let next = Future()
}

/// The offers, the selected one marked.
struct SubscriptionList: View {
    @ObservedObject var store: SubscriptionStore

    var body: some View {
        VStack {
            ForEach(store.all, id: \.self) { (subscription: Subscription) in
                Text(subscription == store.selected ? "\(subscription.name) ✓" : subscription.name)
            }
        }
    }
}
