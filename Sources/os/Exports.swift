// `import os` on Linux: the logging part of Apple's `os` module (`Logger`, `OSLog`, `os_log`), from
// the module `OSLog`, which is also importable by that name.
@_exported import OSLog
