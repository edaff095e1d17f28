// `import OSLog` on Linux: Apple's OSLog framework re-exports the `os` module, where `Logger`,
// `OSLog`, `os_log` and `OSSignposter` live; so does this module. (OSLog's own log-reading API,
// `OSLogStore` and its entries, is not provided: a render reads no system log.)
@_exported import os
