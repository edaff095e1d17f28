import ViewTree

struct CountBadge: View {
    let count: Int

    var body: some View {
        Text(count > 99 ? "99+" : "\(count)")
            .font(.caption2.weight(.bold))
            .foregroundColor(.white)
            .minimumScaleFactor(0.5)
            .lineLimit(1)
            .padding(.horizontal, 6)
            .frame(minWidth: 20, minHeight: 20)
            .background(Capsule().fill(Color.red))
            .fixedSize()
            .dynamicTypeSize(...DynamicTypeSize.xxLarge)
    }
}

enum OrderStatus: String, CaseIterable {
    case pending = "Pending"
    case shipped = "Shipped"
    case delivered = "Delivered"
    case cancelled = "Cancelled"

    var tint: Color {
        switch self {
        case .pending: return .orange
        case .shipped: return .blue
        case .delivered: return .green
        case .cancelled: return .gray
        }
    }
}

struct StatusPill: View {
    let status: OrderStatus

    var body: some View {
        HStack(spacing: 4) {
            Circle()
                .fill(status.tint)
                .frame(width: 6, height: 6)
            Text(status.rawValue)
                .font(.caption)
                .fontWeight(.medium)
        }
        .foregroundStyle(status.tint)
        .padding(.horizontal, 10)
        .padding(.vertical, 4)
        .background(status.tint.opacity(0.15), in: .capsule)
    }
}

struct IconWithBadge: View {
    let systemImage: String
    let count: Int

    var body: some View {
        Image(systemName: systemImage)
            .font(.title2)
            .frame(width: 44, height: 44)
            .overlay(alignment: .topTrailing) {
                if count > 0 {
                    CountBadge(count: count)
                        .offset(x: 6, y: -4)
                }
            }
    }
}

struct NewFeatureBadge: View {
    var body: some View {
        Text("NEW")
            .font(.system(size: 10, weight: .black))
            .tracking(0.5)
            .foregroundStyle(.white)
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .background(
                LinearGradient(colors: [.purple, .pink], startPoint: .leading, endPoint: .trailing)
            )
            .clipShape(RoundedRectangle(cornerRadius: 4))
            .scaleEffect(1.2)
    }
}

struct BadgeGallery: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 8) {
                ForEach(OrderStatus.allCases, id: \.self) { status in
                    StatusPill(status: status)
                }
            }
            HStack(spacing: 24) {
                IconWithBadge(systemImage: "bell", count: 3)
                IconWithBadge(systemImage: "envelope", count: 120)
                IconWithBadge(systemImage: "cart", count: 0)
                NewFeatureBadge()
            }
        }
        .padding()
    }
}
