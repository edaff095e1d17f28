import Charts
import MapKit
import SwiftData
import SwiftUI

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

/// This month's spending: a chart per category and a map of where the money went.
struct SpendingSummaryView: View {
    @Query(sort: \Purchase.amount, order: .reverse) private var purchases: [Purchase]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
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
