/// Integer compositing arithmetic on packed premultiplied pixels.
///
/// Two 8-bit channels travel in each 32-bit lane pair (`0x00FF00FF` masks), so one
/// multiplication scales two channels. Every division by 255 is rounded to nearest exactly.
enum PixelMath {
    /// Each channel of `pixel` times `factor / 255` (`factor` in 0...255), rounded to nearest.
    @inline(__always)
    static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        var redBlue = (pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080
        redBlue = ((redBlue &+ ((redBlue >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var greenAlpha = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
        greenAlpha = (greenAlpha &+ ((greenAlpha >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return redBlue | greenAlpha
    }

    /// `source` over `destination`, both premultiplied.
    @inline(__always)
    static func sourceOver(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        source &+ scale(destination, by: 255 &- (source >> 24))
    }

    /// `a * b / 255` rounded to nearest, for 8-bit `a` and `b`.
    @inline(__always)
    static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let product = a &* b &+ 128
        return (product &+ (product >> 8)) >> 8
    }
}
