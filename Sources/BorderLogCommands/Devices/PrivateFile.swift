import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file only its owner reads (mode 0600 from its creation, and made so if it existed): for output holding a secret.
enum PrivateFile {
    struct WriteError: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "cannot write \(path): \(reason)" }
    }

    static func write(_ data: Data, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        guard fchmod(fd, 0o600) == 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        var written = 0
        try data.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = Glibc.write(fd, buffer.baseAddress! + written, buffer.count - written)
                guard count > 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
                written += count
            }
        }
    }
}
