import SwiftUI

/// The home screen: header, promotion and recent transactions over the grouped background.
public struct DashboardView: View {
    public var showsPromo: Bool

    public init(showsPromo: Bool = true) {
        self.showsPromo = showsPromo
    }

    public var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: Spacing.l) {
                    AccountHeaderView(name: "Ana", balance: 12480.55, change: 0.034)
                    if showsPromo {
                        PromoBanner(title: "Round-ups", message: "Save the change from every card payment.")
                    }
                    RecentTransactionsView()
                }
                .padding(Spacing.l)
            }
            .background(Palette.canvas)
            .navigationTitle("Home")
        }
    }
}
