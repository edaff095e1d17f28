// Swift Testing's cross-import overlay for Core Graphics. The compiler imports
// `_Testing_CoreGraphics` into every file that imports both Testing and a module named
// CoreGraphics (the toolchain's Testing.swiftcrossimport/CoreGraphics.swiftoverlay says so), so
// this module must exist wherever the CoreGraphics module does. Apple's overlay makes `CGImage`
// attachable; Linux's CoreGraphics has no images (attach a `UIImage` instead), so it adds nothing.
