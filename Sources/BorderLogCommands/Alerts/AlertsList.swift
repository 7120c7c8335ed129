import ArgumentParser
import BorderLogModel
import BorderLogStore
import Foundation

struct AlertsList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List remembered alert events: when, what, each channel's result, and what is pending.",
        discussion: "Events that hold come first. A channel is pending for an event it has not sent yet (a failure is tried again at the next check).")

    @OptionGroup var global: GlobalOptions

    @OptionGroup var output: ReportFormatOptions

    mutating func run() throws {
        let channels = try global.alertSettings().channels.map(\.id)
        let stored = try global.openForReading().storedAlerts()
        let listed = stored.map { ListedAlert($0, channels: channels) }
        try output.list(listed, none: "alerts: none remembered yet; `borderlog alerts check` finds them") { $0.text }
    }
}

/// One remembered event as `alerts list` shows it.
struct ListedAlert: Encodable {
    let event: AlertEvent
    let holding: Bool
    let occurrence: Int
    let heldSince: String
    let lastHeld: String
    let endedAt: String?
    let deliveries: [Delivery]
    /// Channels of alerts.json that still owe this event (holding events only).
    let pending: [String]

    struct Delivery: Encodable {
        let channel: String
        let outcome: AlertOutcome
        let at: String
        let attempts: Int
        let error: String?
        let failingSince: String?
    }

    init(_ stored: StoredAlert, channels: [String]) {
        event = stored.event
        holding = stored.holding
        occurrence = stored.occurrence
        heldSince = RFC3339.utc(stored.heldSince)
        lastHeld = RFC3339.utc(stored.lastHeld)
        endedAt = stored.endedAt.map { RFC3339.utc($0) }
        deliveries = stored.deliveries.map {
            Delivery(channel: $0.channel, outcome: $0.outcome, at: RFC3339.utc($0.at), attempts: $0.attempts, error: $0.error, failingSince: $0.failingSince.map { RFC3339.utc($0) })
        }
        let done = Set(stored.deliveries.filter { $0.outcome != .failed }.map(\.channel))
        pending = stored.holding ? channels.filter { !done.contains($0) } : []
    }

    var text: String {
        let state = holding ? "holds since \(heldSince)" : "ended \(endedAt ?? lastHeld)"
        var lines = ["\(event.kind.rawValue)\t\(event.title)\t(\(state); \(event.id))"]
        for delivery in deliveries {
            lines.append("  \(delivery.outcome.rawValue)\t\(delivery.channel)\t\(delivery.at)" + (delivery.error.map { "\t\($0)" } ?? ""))
        }
        for channel in pending where !deliveries.contains(where: { $0.channel == channel }) { lines.append("  pending\t\(channel)") }
        for delivery in deliveries where delivery.outcome == .failed && holding { lines.append("  pending\t\(delivery.channel)\t(retried at the next check)") }
        return lines.joined(separator: "\n")
    }
}
