import CFuzzerDriver
import Foundation

// libFuzzer runs the inputs on this (the main) thread, where views are resolved.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    guard let data else { return 0 }
    return fuzzOneInput(UnsafeRawPointer(data), size)
})
