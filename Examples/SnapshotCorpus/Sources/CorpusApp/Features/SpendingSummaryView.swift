import Charts
import MapKit
import SwiftData
import SwiftUI
import TipKit

/// A purchase, kept with SwiftData.
@Model
final class Purchase {
    var merchant: String
    var category: String
    var amount: Double
    var latitude: Double
    var longitude: Double

    init(merchant: String, category: String, amount: Double, latitude: Double, longitude: Double) {
        self.merchant = merchant
        self.category = category
        self.amount = amount
        self.latitude = latitude
        self.longitude = longitude
    }

    var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: latitude, longitude: longitude) }
}

/// Points people to the category filter once they have a few purchases.
struct CategoryFilterTip: Tip {
    @Parameter static var purchaseCount: Int = 0

    var title: Text { Text("Filter by category") }
    var message: Text? { Text("Tap a bar to see only those purchases.") }
    var image: Image? { Image(systemName: "line.3.horizontal.decrease.circle") }
    var rules: [Rule] { [#Rule(Self.$purchaseCount) { $0 >= 3 }] }
}

/// This month's spending: a tip, a chart per category and a map of where the money went.
struct SpendingSummaryView: View {
    @Query(sort: \Purchase.amount, order: .reverse) private var purchases: [Purchase]
    private let tip = CategoryFilterTip()

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            TipView(tip)
            Text("Spending").font(.title2.bold())
            Chart(purchases) { purchase in
                BarMark(x: .value("Category", purchase.category), y: .value("Amount", purchase.amount))
                    .foregroundStyle(by: .value("Category", purchase.category))
            }
            .chartLegend(.hidden)
            .frame(height: 140)
            Map(initialPosition: .automatic) {
                ForEach(purchases) { purchase in
                    Marker(purchase.merchant, systemImage: "creditcard.fill", coordinate: purchase.coordinate)
                }
            }
            .frame(height: 160)
            .clipShape(RoundedRectangle(cornerRadius: 12))
        }
        .padding(16)
    }
}
