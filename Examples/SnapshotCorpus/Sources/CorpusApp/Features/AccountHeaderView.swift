import SwiftUI

/// The top of the accounts screen: the greeting and the total balance.
public struct AccountHeaderView: View {
    public let name: String
    public let balance: Decimal
    public let change: Double

    public init(name: String, balance: Decimal, change: Double) {
        self.name = name
        self.balance = balance
        self.change = change
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: Spacing.s) {
            Text("Good morning, \(name)")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Text(balance, format: .currency(code: "EUR"))
                .font(.largeTitle.bold())
            HStack(spacing: Spacing.xs) {
                Image(systemName: change >= 0 ? "arrow.up.right" : "arrow.down.right")
                Text(change, format: .percent.precision(.fractionLength(1)))
            }
            .font(.footnote.weight(.semibold))
            .foregroundStyle(change >= 0 ? Palette.positive : Palette.negative)
        }
        .card()
    }
}
