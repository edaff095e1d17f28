import ViewTreePreviews

/// A wallet screen built with the view DSL to show gradients, shadows, blurs, masks, blend
/// modes and transform effects.
struct EffectsScreen: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                Text("Wallet").font(.largeTitle.bold())
                card
                HStack(spacing: 16) {
                    progressRing(0.72, colors: [.mint, .blue, .purple, .mint])
                    progressRing(0.35, colors: [.orange, .pink, .orange])
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Savings goal").font(.headline)
                        Text("72% of £4,000").font(.subheadline).foregroundStyle(.secondary)
                    }
                }
                HStack(spacing: 12) {
                    ForEach(["Groceries", "Travel", "Rent"], id: \.self) { category in
                        tile(category)
                    }
                }
                Text("Offers").font(.title2.bold())
                HStack(spacing: 12) {
                    offer("Coffee", discount: "20%", colors: [.orange, .red])
                    offer("Books", discount: "10%", colors: [.teal, .indigo]).grayscale(1).opacity(0.6)
                }
                Spacer(minLength: 0)
            }
            .padding(.horizontal, 20)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .background {
            ZStack {
                GalleryPalette(colorScheme).groupedBackground
                Circle().fill(Color.purple.opacity(0.35)).frame(width: 260, height: 260).blur(radius: 60)
                    .offset(x: 140, y: -330)
                Circle().fill(Color.mint.opacity(0.35)).frame(width: 220, height: 220).blur(radius: 50)
                    .offset(x: -150, y: 260)
            }
            .ignoresSafeArea()
        }
    }

    private var card: some View {
        ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: 24, style: .continuous)
                .fill(LinearGradient(colors: [.indigo, .purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                .overlay(alignment: .topLeading) {
                    Circle().fill(RadialGradient(colors: [.white.opacity(0.45), .clear], center: .center, startRadius: 0,
                                                 endRadius: 110))
                        .frame(width: 220, height: 220).offset(x: 220, y: -70).blendMode(.screen)
                }
            VStack(alignment: .leading, spacing: 10) {
                Text("Balance").font(.subheadline).foregroundStyle(.white.opacity(0.8))
                Text("£12,480.55").font(.system(size: 36, weight: .bold)).foregroundStyle(.white)
                Spacer()
                HStack {
                    Text("•••• 4242").font(.headline).foregroundStyle(.white)
                    Spacer()
                    Text("VISA").font(.title3.bold().italic()).foregroundStyle(.white.opacity(0.9))
                }
            }
            .padding(22)
        }
        .frame(height: 210)
        .overlay(alignment: .topTrailing) {
            Text("NEW").font(.caption.bold()).foregroundStyle(.white)
                .padding(.horizontal, 30).padding(.vertical, 4)
                .background(Color.orange)
                .rotationEffect(.degrees(35))
                .offset(x: 26, y: 18)
        }
        .clipShape(RoundedRectangle(cornerRadius: 24, style: .continuous))
        .shadow(color: .purple.opacity(0.45), radius: 16, x: 0, y: 10)
    }

    private func progressRing(_ progress: Double, colors: [Color]) -> some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.2), lineWidth: 10)
            Circle().stroke(AngularGradient(colors: colors, center: .center), lineWidth: 10)
                .mask {
                    Circle().trim(from: 0, to: progress).stroke(style: StrokeStyle(lineWidth: 10, lineCap: .round))
                }
                .rotationEffect(.degrees(-90))
            Text("\(Int(progress * 100))%").font(.caption.bold())
        }
        .frame(width: 64, height: 64)
    }

    private func tile(_ title: String) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Circle().fill(Color.blue.gradient).frame(width: 28, height: 28)
            Text(title).font(.subheadline.weight(.semibold))
            Text("£\(title.count * 37)").font(.caption).foregroundStyle(.secondary)
        }
        .padding(14)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(GalleryPalette(colorScheme).card, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .shadow(color: .black.opacity(0.08), radius: 8, x: 0, y: 4)
    }

    private func offer(_ title: String, discount: String, colors: [Color]) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(discount).font(.system(size: 34, weight: .heavy))
                .foregroundStyle(.linearGradient(colors: colors, startPoint: .leading, endPoint: .trailing))
            Text(title).font(.headline)
            Text("off your next order").font(.caption).foregroundStyle(.secondary)
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(GalleryPalette(colorScheme).card, in: RoundedRectangle(cornerRadius: 18, style: .continuous))
        .overlay(RoundedRectangle(cornerRadius: 18, style: .continuous).strokeBorder(
            LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing), lineWidth: 2))
    }
}
