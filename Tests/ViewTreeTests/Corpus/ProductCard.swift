import Foundation
import ViewTree

struct Product: Identifiable {
    let id: Int
    let name: String
    let brand: String
    let price: Decimal
    let originalPrice: Decimal?
    let rating: Double
    let reviewCount: Int
    let colors: [Color]
}

extension Product {
    static let sample = Product(
        id: 1, name: "Trail Runner 2", brand: "Northwind", price: 89.99, originalPrice: 120,
        rating: 4.5, reviewCount: 1284, colors: [.orange, .blue, .gray])
}

struct ProductCard: View {
    let product: Product
    var onAddToCart: () -> Void = {}

    @State private var isFavorite = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            artwork
            details
                .padding(12)
        }
        .background(Color.white)
        .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
        .shadow(color: .black.opacity(0.12), radius: 8, x: 0, y: 4)
        .accessibilityElement(children: .combine)
        .contextMenu {
            Button("Add to Cart", action: onAddToCart)
        }
    }

    private var artwork: some View {
        LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
            .frame(height: 140)
            .overlay(alignment: .topLeading) {
                if product.originalPrice != nil {
                    Text("SALE")
                        .font(.caption2)
                        .fontWeight(.heavy)
                        .foregroundColor(.white)
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                        .background(Capsule().fill(Color.red))
                        .padding(8)
                }
            }
            .overlay(alignment: .topTrailing) {
                Button {
                    isFavorite.toggle()
                } label: {
                    Image(systemName: isFavorite ? "heart.fill" : "heart")
                        .foregroundStyle(isFavorite ? .red : .white)
                        .padding(8)
                }
                .accessibilityLabel(isFavorite ? "Remove from favorites" : "Add to favorites")
            }
    }

    private var details: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(product.brand.uppercased())
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(product.name)
                .font(.headline)
                .lineLimit(1)
            HStack(alignment: .firstTextBaseline, spacing: 6) {
                Text(product.price, format: .currency(code: "USD"))
                    .font(.subheadline)
                    .fontWeight(.semibold)
                if let originalPrice = product.originalPrice {
                    Text(originalPrice, format: .currency(code: "USD"))
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            HStack(spacing: 4) {
                ForEach(product.colors, id: \.self) { color in
                    Circle()
                        .fill(color)
                        .frame(width: 12, height: 12)
                        .overlay(Circle().stroke(Color.black.opacity(0.1), lineWidth: 1))
                }
                Spacer()
                Text("\(product.rating, specifier: "%.1f") (\(product.reviewCount))")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .padding(.top, 4)
        }
    }
}
