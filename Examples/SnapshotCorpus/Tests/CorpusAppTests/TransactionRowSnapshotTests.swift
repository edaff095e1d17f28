import SnapshotTesting
import SwiftUI
import UIKit
import XCTest
@testable import CorpusApp

@MainActor
final class TransactionRowSnapshotTests: XCTestCase {
    override func setUp() {
        super.setUp()
        UIView.setAnimationsEnabled(false)
    }

    func testExpenseRow() {
        let row = TransactionRow(transaction: Transaction.samples[0])
            .padding(.horizontal)
            .frame(width: 375)
        assertSnapshot(of: row, as: .image(layout: .sizeThatFits))
    }

    func testIncomeRowIsGreen() {
        let row = TransactionRow(transaction: Transaction.samples[1])
            .padding(.horizontal)
            .background(Color(.systemBackground))
        assertSnapshot(of: row, as: .image(layout: .fixed(width: 375, height: 64)))
    }

    func testRecentTransactionsCard() {
        assertSnapshot(of: RecentTransactionsView().padding().background(Color(.systemGroupedBackground)),
                       as: .image(layout: .fixed(width: 390, height: 300)))
    }
}
