import Foundation
import ViewTree

struct LineItem: Identifiable {
    let id: Int
    let name: String
    let quantity: Int
    let unitPrice: Decimal

    var total: Decimal { unitPrice * Decimal(quantity) }
}

final class CartModel: ObservableObject {
    @Published var items: [LineItem] = [
        LineItem(id: 1, name: "Espresso Beans", quantity: 2, unitPrice: 14.5),
        LineItem(id: 2, name: "Ceramic Mug", quantity: 1, unitPrice: 18),
        LineItem(id: 3, name: "Paper Filters", quantity: 3, unitPrice: 4.25),
    ]
    @Published var shipping: Decimal = 5
    @Published var isPlacingOrder = false
    @Published var errorMessage: String?

    var subtotal: Decimal { items.reduce(0) { $0 + $1.total } }
    var total: Decimal { subtotal + shipping }

    func placeOrder() {
        isPlacingOrder = true
    }
}

struct OrderSummary: View {
    @StateObject private var cart = CartModel()
    @State private var showsReceipt = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Order Summary")
                .font(.title2.bold())
            ForEach(cart.items) { item in
                HStack(alignment: .firstTextBaseline) {
                    Text("\(item.quantity)×")
                        .foregroundStyle(.secondary)
                    Text(item.name)
                    Spacer()
                    Text(item.total, format: .currency(code: "USD"))
                }
                .font(.subheadline)
            }
            Divider()
            amountRow("Subtotal", cart.subtotal)
            amountRow("Shipping", cart.shipping)
            Divider()
            HStack {
                Text("Total")
                    .fontWeight(.bold)
                Spacer()
                Text(cart.total, format: .currency(code: "USD"))
                    .fontWeight(.bold)
            }
            .font(.headline)
            Button {
                cart.placeOrder()
            } label: {
                Text(cart.isPlacingOrder ? "Placing Order…" : "Place Order")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 14)
                    .background(Color.green)
                    .foregroundColor(.white)
                    .clipShape(RoundedRectangle(cornerRadius: 12))
            }
            .padding(.top, 8)
        }
        .padding(20)
        .background(
            RoundedRectangle(cornerRadius: 20)
                .fill(Color.white)
                .shadow(color: .black.opacity(0.08), radius: 12, x: 0, y: 2)
        )
        .padding()
        .sheet(isPresented: $showsReceipt) {
            Text("Receipt")
        }
        .alert("Something went wrong", isPresented: .constant(cart.errorMessage != nil)) {
            Button("OK") { cart.errorMessage = nil }
        }
    }

    private func amountRow(_ title: String, _ amount: Decimal) -> some View {
        HStack {
            Text(title)
                .foregroundStyle(.secondary)
            Spacer()
            Text(amount, format: .currency(code: "USD"))
        }
        .font(.subheadline)
    }
}
