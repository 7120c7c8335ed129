import Foundation

/// A file's permission bits, for the checks that care who may read it.
struct FileMode: Sendable, Equatable, CustomStringConvertible {
    let bits: mode_t

    /// The mode of the file at `path`, or nil when there is none.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        bits = info.st_mode & 0o7777
    }

    /// Whether anyone but the owner may read, write or enter it.
    var isOpenToOthers: Bool { bits & 0o077 != 0 }

    var description: String { "0" + String(bits, radix: 8) }
}
