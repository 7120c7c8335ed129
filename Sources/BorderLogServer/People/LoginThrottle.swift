import Foundation
import Synchronization

/// Failed logins per address: five within a minute close `POST /login` to that address for a minute from the fifth,
/// whatever the password (docs/people.md). The clock is the configuration's, so tests move time instead of waiting.
final class LoginThrottle: Sendable {
    static let failures = 5
    static let window: TimeInterval = 60
    static let closedFor: TimeInterval = 60
    /// Addresses remembered at most; past it, the ones with nothing recent are forgotten.
    static let addressLimit = 10_000

    private struct Entry {
        var failures: [Date] = []
        var closedUntil: Date?
    }

    private let now: @Sendable () -> Date
    private let entries = Mutex<[String: Entry]>([:])

    init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    /// When `address` may try again, if it is closed now.
    func closedUntil(_ address: String) -> Date? {
        let now = now()
        return entries.withLock { entries in
            guard let until = entries[address]?.closedUntil, until > now else { return nil }
            return until
        }
    }

    /// A wrong name or password from `address`.
    func recordFailure(_ address: String) {
        let now = now()
        entries.withLock { entries in
            if entries.count >= Self.addressLimit {
                entries = entries.filter { _, entry in
                    (entry.closedUntil.map { $0 > now } ?? false) || entry.failures.contains { now.timeIntervalSince($0) < Self.window }
                }
            }
            var entry = entries[address] ?? Entry()
            entry.failures = entry.failures.filter { now.timeIntervalSince($0) < Self.window } + [now]
            if entry.failures.count >= Self.failures {
                entry.closedUntil = now + Self.closedFor
                entry.failures = []
            }
            entries[address] = entry
        }
    }

    /// A login that succeeded: the address's failures are forgotten.
    func recordSuccess(_ address: String) {
        _ = entries.withLock { $0.removeValue(forKey: address) }
    }
}
