import BorderLogModel
import Foundation

/// The store's lock (`STORE.lock`) is free, or held by a run that is alive and not stuck. The kernel frees the lock
/// of a process that ends however it ends; what can go stale is a holder that hangs, or a lock kept open by a process
/// the note in the file does not name.
public struct StoreLockCheck: SetupCheck {
    public let path: String
    /// Longer than any run should take.
    public let stuckAfter: TimeInterval
    public var subject: String { "store lock" }

    public init(storePath: String, stuckAfter: TimeInterval = 12 * 3600) {
        path = storePath + ".lock"
        self.stuckAfter = stuckAfter
    }

    public func run() -> CheckOutcome {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            return errno == ENOENT ? .ok("free (no run has taken it yet)") : .failed(
                problem: "cannot open \(path): \(String(cString: strerror(errno)))", fix: "chown the store's folder to the user who runs BorderLog")
        }
        defer { close(fd) }
        if flock(fd, LOCK_EX | LOCK_NB) == 0 {
            flock(fd, LOCK_UN)
            return .ok("free")
        }
        guard let holder = Holder(note: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "") else {
            return .failed(
                problem: "\(path) is held by a process that left no note",
                fix: "`fuser -v \(path)` names it; end it if no BorderLog run should be going on")
        }
        guard kill(holder.pid, 0) == 0 || errno == EPERM else {
            return .failed(
                problem: "\(path) is held, but pid \(holder.pid) (\(holder.stage)) that took it is gone: another process kept it open",
                fix: "`fuser -v \(path)` names the process; end it")
        }
        if let since = holder.since, Date().timeIntervalSince(since) > stuckAfter {
            return .failed(
                problem: "\(path) has been held by pid \(holder.pid) (\(holder.stage)) since \(RFC3339.utc(since)): that run looks stuck",
                fix: "`kill \(holder.pid)`; the store stays consistent, and the next run picks up where it stopped")
        }
        return .ok("in use by pid \(holder.pid) (\(holder.stage)) since \(holder.since.map { RFC3339.utc($0) } ?? "an unknown time")")
    }

    /// The note `StoreLock` writes into the file: `pid 123, infer, since 2024-05-01T03:17:00Z`.
    struct Holder {
        let pid: pid_t
        let stage: String
        let since: Date?

        init?(note: String) {
            let parts = note.trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: ", ")
            guard parts.count == 3, parts[0].hasPrefix("pid "), let pid = pid_t(parts[0].dropFirst(4)), parts[2].hasPrefix("since ") else {
                return nil
            }
            self.pid = pid
            stage = parts[1]
            since = RFC3339.instant(parts[2].dropFirst(6))
        }
    }
}
