import Foundation
import Testing
@testable import Raster

/// The basic-operation versions of atan2 and exp agree with the C library's within their stated
/// error.
struct DeterministicMathTests {
    @Test func atan2IsWithinTwoHundredThousandthsOfARadian() {
        for degrees in stride(from: -180.0, through: 180.0, by: 0.7) {
            let radians = degrees * .pi / 180
            for length in [0.001, 1.0, 350.0] {
                let (x, y) = (cos(radians) * length, sin(radians) * length)
                var difference = abs(DeterministicMath.atan2(y, x) - atan2(y, x))
                if difference > .pi { difference = 2 * .pi - difference }
                #expect(difference < 2e-5, "\(degrees)°")
            }
        }
        #expect(DeterministicMath.atan2(0, 0) == 0)
        #expect(DeterministicMath.atan2(1, 0) == .pi / 2)
    }

    @Test func expIsWithinOneTrillionthRelative() {
        for x in stride(from: -50.0, through: 0, by: 0.37) {
            #expect(abs(DeterministicMath.exp(x) / exp(x) - 1) < 1e-12, "x \(x)")
        }
    }
}
