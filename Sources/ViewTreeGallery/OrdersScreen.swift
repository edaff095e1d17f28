import ViewTreePreviews

/// A list of order cards, each with a photo, a price and a status badge.
struct OrdersScreen: View {
    /// One order.
    struct Order {
        let title: String
        let detail: String
        let price: String
        let status: OrderStatus
        /// How far the photo's hue is turned, so that each card's picture differs.
        let hue: Double
    }

    static let orders = [
        Order(title: "Ceramic pour-over set", detail: "Arrived Tuesday, left with the concierge", price: "£48.00",
              status: .delivered, hue: 0),
        Order(title: "Linen throw, sand", detail: "With the courier, expected tomorrow before 6 pm", price: "£72.50",
              status: .inTransit, hue: 60),
        Order(title: "Walnut desk organiser with three trays", detail: "Waiting for stock from the workshop",
              price: "£129.00", status: .delayed, hue: 140),
        Order(title: "Print: Harbour at dusk", detail: "Refunded to your card ending 4242", price: "£35.00",
              status: .cancelled, hue: 220),
        Order(title: "Field notebook, 3 pack", detail: "Arrived last week", price: "£18.00", status: .delivered, hue: 300),
    ]

    let photo: Image

    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text("Orders").font(.largeTitle.bold())
                Text("5 orders in the last 30 days").font(.subheadline).foregroundStyle(.secondary)
                ForEach(0..<Self.orders.count, id: \.self) { index in
                    OrderCard(order: Self.orders[index], photo: photo)
                }
            }
            .padding(.horizontal, 16)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .background(GalleryPalette(colorScheme).groupedBackground)
    }
}

/// Where an order is.
enum OrderStatus {
    case delivered, inTransit, delayed, cancelled

    var label: String {
        switch self {
        case .delivered: return "Delivered"
        case .inTransit: return "In transit"
        case .delayed: return "Delayed"
        case .cancelled: return "Cancelled"
        }
    }

    var color: Color {
        switch self {
        case .delivered: return .green
        case .inTransit: return .blue
        case .delayed: return .orange
        case .cancelled: return .red
        }
    }
}

/// One order: its photo, title, price, a line of detail and its status.
private struct OrderCard: View {
    let order: OrdersScreen.Order
    let photo: Image

    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            photo.resizable().scaledToFill()
                .hueRotation(.degrees(order.hue))
                .frame(width: 64, height: 64)
                .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
            VStack(alignment: .leading, spacing: 4) {
                HStack(alignment: .firstTextBaseline) {
                    Text(order.title).font(.headline).lineLimit(1)
                    Spacer(minLength: 8)
                    Text(order.price).font(.subheadline.weight(.semibold)).monospacedDigit()
                }
                Text(order.detail).font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
                StatusBadge(status: order.status)
            }
        }
        .padding(12)
        .background(GalleryPalette(colorScheme).card, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    }
}

/// A tinted capsule with a dot and the status.
struct StatusBadge: View {
    let status: OrderStatus

    var body: some View {
        HStack(spacing: 5) {
            Circle().fill(status.color).frame(width: 6, height: 6)
            Text(status.label).font(.caption.weight(.semibold)).foregroundStyle(status.color)
        }
        .padding(.horizontal, 8).padding(.vertical, 3)
        .background(status.color.opacity(0.15), in: Capsule())
    }
}
