import BorderLogModel
import BorderLogSettings
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An exclusive advisory lock beside the store (`PATH.lock`) so two writing runs never interleave.
///
/// The kernel drops the lock when the process ends, however it ends, so a killed run never leaves
/// the store locked. The lock file holds the holder's pid and stage for the message a waiter sees.
public final class StoreLock: Sendable {
    private let descriptor: Int32
    public let path: String

    /// Takes the lock, retrying for up to `wait` seconds; throws `StoreError.locked` naming the holder.
    public init(storePath: String, stage: StageName, wait: Double = 0) throws {
        path = storePath + ".lock"
        try StorePath.prepareFolder(for: storePath)
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw StoreError.lockFailed(path: path, reason: String(cString: strerror(errno))) }
        let deadline = Date().addingTimeInterval(wait)
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                let reason = String(cString: strerror(errno))
                close(fd)
                throw StoreError.lockFailed(path: path, reason: reason)
            }
            guard Date() < deadline else {
                let holder = (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
                close(fd)
                throw StoreError.locked(path: storePath, holder: holder.flatMap { $0.isEmpty ? nil : $0 } ?? "unknown process")
            }
            usleep(100_000)
        }
        descriptor = fd
        let note = "pid \(getpid()), \(stage.rawValue), since \(RFC3339.utc(Date()))\n"
        _ = ftruncate(fd, 0)
        _ = note.withCString { pwrite(fd, $0, strlen($0), 0) }
    }

    deinit {
        _ = ftruncate(descriptor, 0)
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
