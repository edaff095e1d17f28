#if canImport(Glibc)
import Glibc
#endif

/// Lets a test process reuse the memory of the large pixel buffers snapshot assertions make.
///
/// An iPhone 13 Pro Max assertion holds two 14 MB buffers (the frame drawn and the reference
/// decoded) and frees them at its end. With glibc's defaults, buffers that large come from
/// `mmap` and go back to the system when freed, so every assertion pays for faulting in and
/// zeroing 28 MB of fresh pages: about a quarter of a passing assertion's time. Raising the
/// `mmap` threshold to glibc's maximum (32 MiB) and keeping up to 128 MiB of free heap lets the
/// next assertion reuse the same memory. The settings are the process's, applied once, before
/// the first snapshot is drawn; the process keeps at most 128 MiB more than it uses.
enum LargeBufferReuse {
    /// Applies the settings; evaluating it again does nothing.
    static let enabled: Void = {
        #if canImport(Glibc)
        // `mallopt` is in <malloc.h>, which the Glibc module does not include: looked up by name,
        // with the option numbers glibc's <malloc.h> gives them (absent on other C libraries).
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3
        _ = mallopt(mmapThreshold, 32 << 20)
        _ = mallopt(trimThreshold, 128 << 20)
        #endif
    }()
}
