import ViewTree

struct OnboardingStep {
    let title: String
    let subtitle: String
    let symbol: String
    let accent: Color
}

struct PageIndicator: View {
    let count: Int
    let current: Int

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(index == current ? Color.primary : Color.secondary.opacity(0.4))
                    .frame(width: 8, height: 8)
                    .scaleEffect(index == current ? 1.25 : 1)
                    .animation(.easeInOut(duration: 0.2), value: current)
            }
        }
    }
}

struct OnboardingPage: View {
    let step: OnboardingStep
    let pageCount: Int
    @Binding var currentPage: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        GeometryReader { proxy in
            VStack(spacing: 0) {
                ZStack {
                    step.accent.opacity(0.15)
                    Circle()
                        .fill(step.accent.gradient)
                        .frame(width: proxy.size.width * 0.5)
                    Image(systemName: step.symbol)
                        .font(.system(size: 64))
                        .foregroundStyle(.white)
                }
                .frame(height: proxy.size.height * 0.55)
                .overlay(alignment: .topTrailing) {
                    Button("Skip") { dismiss() }
                        .font(.subheadline.weight(.semibold))
                        .padding(.top, proxy.safeAreaInsets.top + 8)
                        .padding(.trailing, 20)
                }

                VStack(spacing: 12) {
                    Text(step.title)
                        .font(.title)
                        .bold()
                        .multilineTextAlignment(.center)
                    Text(step.subtitle)
                        .font(.body)
                        .foregroundStyle(.secondary)
                        .multilineTextAlignment(.center)
                        .lineLimit(3)
                }
                .padding(.horizontal, 32)
                .padding(.top, 32)

                Spacer()

                PageIndicator(count: pageCount, current: currentPage)
                    .padding(.bottom, 24)

                Button {
                    currentPage += 1
                } label: {
                    Text(currentPage == pageCount - 1 ? "Get Started" : "Continue")
                        .font(.headline)
                        .foregroundStyle(.white)
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 16)
                        .background(step.accent, in: RoundedRectangle(cornerRadius: 14))
                }
                .padding(.horizontal, 24)
                .padding(.bottom, 16)
            }
        }
        .ignoresSafeArea(edges: .top)
    }
}
