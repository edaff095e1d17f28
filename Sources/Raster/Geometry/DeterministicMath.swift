/// Functions computed with the basic operations alone (which IEEE 754 rounds exactly), so that
/// they give the same bits on every machine: the C library's versions pick code paths by CPU.
enum DeterministicMath {
    /// The angle of `(x, y)` from the positive x axis in -π...π, within 2e-5 radians.
    static func atan2(_ y: Double, _ x: Double) -> Double {
        let ax = abs(x), ay = abs(y)
        guard ax > 0 || ay > 0 else { return 0 }
        let ratio = min(ax, ay) / max(ax, ay)
        let square = ratio * ratio
        // A minimax polynomial for atan on 0...1.
        var angle = ratio * (0.99986602 + square * (-0.33029950 + square * (0.18014100
                             + square * (-0.08513300 + square * 0.02083510))))
        if ay > ax { angle = Double.pi / 2 - angle }
        if x < 0 { angle = Double.pi - angle }
        return y < 0 ? -angle : angle
    }

    /// e to the power `x`, for `x` in -50...0, within 1e-12 relative: a Taylor series of
    /// `x / 64`, squared six times.
    static func exp(_ x: Double) -> Double {
        let small = max(-50, min(0, x)) / 64
        var term = 1.0, sum = 1.0
        for n in 1...20 {
            term = term * small / Double(n)
            sum += term
        }
        for _ in 0..<6 { sum *= sum }
        return sum
    }
}
