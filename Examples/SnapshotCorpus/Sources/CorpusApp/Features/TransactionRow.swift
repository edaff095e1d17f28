import SwiftUI

/// One transaction: merchant, category and amount.
public struct Transaction: Identifiable, Hashable, Sendable {
    public let id: Int
    public let merchant: String
    public let category: String
    public let amount: Double

    public init(id: Int, merchant: String, category: String, amount: Double) {
        self.id = id
        self.merchant = merchant
        self.category = category
        self.amount = amount
    }

    public static let samples = [
        Transaction(id: 1, merchant: "Corner Bakery", category: "Food & drink", amount: -6.40),
        Transaction(id: 2, merchant: "Salary", category: "Income", amount: 2450),
        Transaction(id: 3, merchant: "City Transit", category: "Travel", amount: -2.90),
    ]
}

public struct TransactionRow: View {
    public let transaction: Transaction

    public init(transaction: Transaction) {
        self.transaction = transaction
    }

    public var body: some View {
        HStack(spacing: Spacing.m) {
            Circle()
                .fill(Palette.brandSoft)
                .frame(width: 36, height: 36)
                .overlay(Text(String(transaction.merchant.prefix(1))).font(.headline).foregroundStyle(Palette.brand))
            VStack(alignment: .leading, spacing: 2) {
                Text(transaction.merchant).font(.body).lineLimit(1)
                Text(transaction.category).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Text(transaction.amount, format: .currency(code: "EUR"))
                .font(.body.monospacedDigit())
                .foregroundStyle(transaction.amount < 0 ? Color.primary : Palette.positive)
        }
        .padding(.vertical, Spacing.s)
    }
}

/// The recent transactions, in a card.
public struct RecentTransactionsView: View {
    public let transactions: [Transaction]

    public init(transactions: [Transaction] = Transaction.samples) {
        self.transactions = transactions
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Recent").font(.headline).padding(.bottom, Spacing.s)
            ForEach(transactions) { transaction in
                TransactionRow(transaction: transaction)
                if transaction.id != transactions.last?.id {
                    Divider()
                }
            }
        }
        .card()
    }
}

#Preview("Transaction row", traits: .sizeThatFitsLayout) {
    TransactionRow(transaction: Transaction.samples[0])
        .padding()
}

#Preview {
    @Previewable @State var transactions = Transaction.samples
    RecentTransactionsView(transactions: transactions)
}
