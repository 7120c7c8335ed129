import BorderLogDevices
import BorderLogGeo
import BorderLogModel
import BorderLogStore
import Foundation

/// One request of a device, read and resolved, ready to be stored: its signals and refused items, or, when it was
/// not the app's protocol at all, the reason (the request is then quarantined whole and answered 400).
public struct DevicePush: Sendable {
    public let device: DeviceRecord
    public let receivedAt: Date
    public let signals: [Signal]
    public let refused: [RefusedItem]
    public let malformed: String?
}

/// What one push stored (docs/devices.md).
public struct DeviceIngestSummary: Sendable, Equatable {
    /// Points new to the store.
    public var added = 0
    /// Points already stored (a resent or overlapping batch).
    public var unchanged = 0
    /// Items put in the quarantine.
    public var refused = 0
    /// The earliest day a new point touched, when one did: where the ledger must be inferred again from.
    public var earliestDay: LocalDay?
    /// Set when the request was not the app's protocol at all: answered 400, its body quarantined whole.
    public var malformed: String?
}

extension Stages {
    /// Reads one request of `device` with its app's reader and resolves its points (`index` when there is one). Pure
    /// work, no store: the server does it beside other requests, and only `storePush` waits for the store.
    public static func readPush(_ request: DeviceRequest, from device: DeviceRecord, index: GeoIndex?, receivedAt: Date = Date()) -> DevicePush {
        do {
            let batch = try DevicePayload.read(request, app: device.app, receivedAt: receivedAt)
            let signals = DeviceSignals.signals(batch.points, device: device.name, index: index)
            return DevicePush(device: device, receivedAt: receivedAt, signals: signals, refused: batch.refused, malformed: nil)
        } catch {
            let whole = RefusedItem(reason: error.reason, raw: rawRequest(request))
            return DevicePush(device: device, receivedAt: receivedAt, signals: [], refused: [whole], malformed: error.reason)
        }
    }

    /// Stores a push in one transaction of `store`, whose lock the caller holds: its signals (those already stored
    /// counted unchanged), its refused items in the quarantine, the device's last contact. Committed when this returns.
    public static func storePush(_ push: DevicePush, into store: Store) throws -> DeviceIngestSummary {
        try storePushes([push], into: store)[0]
    }

    /// Stores pushes that arrived together in one transaction (one commit for all), each summarised as `storePush`.
    public static func storePushes(_ pushes: [DevicePush], into store: Store) throws -> [DeviceIngestSummary] {
        let written = try store.ingest(pushes.map { push in
            Store.DevicePushRows(
                device: push.device.name, app: push.device.app, signals: push.signals, refused: push.refused.map { ($0.reason, $0.raw) },
                receivedAt: push.receivedAt)
        })
        return zip(pushes, written).map { push, written in
            var summary = DeviceIngestSummary(added: written.added, unchanged: written.unchanged, refused: push.refused.count, malformed: push.malformed)
            if written.added > 0 { summary.earliestDay = push.signals.lazy.map(\.day).min() }
            return summary
        }
    }

    /// A whole request as the quarantine keeps it: its query (the secret already taken out) and its body as text.
    static func rawRequest(_ request: DeviceRequest) -> String {
        let query = FormFields(request.query).text
        let body = String(decoding: request.body, as: UTF8.self)
        if query.isEmpty { return body }
        return body.isEmpty ? "?" + query : "?" + query + "\n" + body
    }
}
