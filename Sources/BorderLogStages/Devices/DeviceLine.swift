import BorderLogModel
import BorderLogStore

/// A device as `devices list --format json` and `GET /api/devices/` show it.
public struct DeviceLine: Codable, Sendable, Equatable {
    public var name: String
    public var app: DeviceApp
    /// RFC 3339, UTC.
    public var created: String
    @Nullable public var lastSeen: String?
    public var points: Int
    public var quarantined: Int
    public var revoked: Bool
    @Nullable public var revokedAt: String?

    public init(_ status: DeviceStatus) {
        name = status.device.name.rawValue
        app = status.device.app
        created = RFC3339.utc(status.device.createdAt)
        lastSeen = status.device.lastSeen.map { RFC3339.utc($0) }
        points = status.device.points
        quarantined = status.quarantined
        revoked = status.device.revokedAt != nil
        revokedAt = status.device.revokedAt.map { RFC3339.utc($0) }
    }
}

/// A quarantined item as `devices quarantine --format jsonl` shows it.
public struct QuarantineLine: Codable, Sendable, Equatable {
    public var device: String
    public var receivedAt: String
    public var reason: String
    public var raw: String

    public init(_ item: QuarantinedItem) {
        device = item.device.rawValue
        receivedAt = RFC3339.utc(item.receivedAt)
        reason = item.reason
        raw = item.raw
    }
}
