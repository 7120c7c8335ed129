import BorderLogModel
import BorderLogStore
import Foundation

/// No channel has failed to deliver an event for a week (`alerts list` shows each attempt).
public struct AlertChannelCheck: SetupCheck {
    public let storePath: String
    public let now: Date
    public var subject: String { "alert channel" }

    /// How long a channel may fail before doctor names it.
    public static let failingFor: TimeInterval = 7 * 24 * 3600

    public init(storePath: String, now: Date = Date()) {
        self.storePath = storePath
        self.now = now
    }

    public func run() -> CheckOutcome {
        guard FileManager.default.fileExists(atPath: storePath) else { return .ok("no store yet: nothing sent") }
        do {
            let failing = try Store(path: storePath).failingChannels()
            let long = failing.filter { now.timeIntervalSince($0.value) >= Self.failingFor }.sorted { $0.key < $1.key }
            guard long.isEmpty else {
                let names = long.map { "'\($0.key)' since \(RFC3339.utc($0.value))" }.joined(separator: ", ")
                return .failed(
                    problem: "channel\(long.count == 1 ? "" : "s") \(names) failing for 7 days or more: alerts are not reaching you",
                    fix: "`borderlog alerts list` shows the errors; correct alerts.json or the mail setup, then `borderlog alerts test`")
            }
            return .ok(failing.isEmpty ? "no channel is failing" : "failing for less than a week: \(failing.keys.sorted().joined(separator: ", "))")
        } catch {
            return .failed(problem: "cannot read the alerts in \(storePath): \(error)", fix: "run `borderlog doctor` on the store check above")
        }
    }
}
