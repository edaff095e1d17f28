import ViewTree

struct ProgressRing: View {
    let progress: Double
    var lineWidth: CGFloat = 10
    var color: Color = .green

    var body: some View {
        ZStack {
            Circle()
                .stroke(color.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .aspectRatio(1, contentMode: .fit)
    }
}

struct StatTile: View {
    let title: String
    let value: String
    let unit: String
    let progress: Double
    let color: Color

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 16) {
                ring
                    .frame(width: 64, height: 64)
                labels
                Spacer(minLength: 0)
            }
            VStack(alignment: .leading, spacing: 12) {
                ring
                    .frame(width: 44, height: 44)
                labels
            }
        }
        .padding(16)
        .background(
            RoundedRectangle(cornerRadius: 16, style: .continuous)
                .fill(color.opacity(0.08))
        )
        .overlay(
            RoundedRectangle(cornerRadius: 16, style: .continuous)
                .strokeBorder(color.opacity(0.3), lineWidth: 1)
        )
    }

    private var ring: some View {
        ProgressRing(progress: progress, lineWidth: 8, color: color)
    }

    private var labels: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            HStack(alignment: .firstTextBaseline, spacing: 2) {
                Text(value)
                    .font(.title.weight(.bold))
                    .fixedSize()
                Text(unit)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            Text(progress, format: .percent.precision(.fractionLength(0)))
                .font(.caption)
                .foregroundColor(color)
        }
    }
}

struct StatGrid: View {
    var body: some View {
        HStack(spacing: 12) {
            StatTile(title: "Move", value: "420", unit: "kcal", progress: 0.75, color: .red)
            StatTile(title: "Steps", value: "8,204", unit: "steps", progress: 0.5, color: .green)
        }
        .padding()
    }
}
