import ViewTreePreviews

/// A star with five points.
struct Star: Shape {
    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY), outer = min(rect.width, rect.height) / 2
        var path = Path()
        for point in 0..<10 {
            let radius = point.isMultiple(of: 2) ? outer : outer * 0.45
            let angle = Double(point) * .pi / 5 - .pi / 2
            let vertex = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if point == 0 { path.move(to: vertex) } else { path.addLine(to: vertex) }
        }
        path.closeSubpath()
        return path
    }
}

/// A warning triangle with rounded-looking proportions.
struct WarningTriangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// An envelope's outline: the rectangle and its flap.
struct Envelope: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path(roundedRect: rect, cornerRadius: rect.height * 0.12)
        path.move(to: CGPoint(x: rect.minX + 2, y: rect.minY + 4))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.midY + 2))
        path.addLine(to: CGPoint(x: rect.maxX - 2, y: rect.minY + 4))
        return path
    }
}

/// A filled capsule button as apps draw their main action.
struct ProminentButtonLabel: View {
    let title: String

    var body: some View {
        Text(title).font(.headline).foregroundColor(.white)
            .padding(.horizontal, 28).padding(.vertical, 14)
            .background(Color.blue, in: Capsule())
    }
}
