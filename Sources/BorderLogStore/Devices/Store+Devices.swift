import BorderLogModel
import Foundation
import GRDB

/// The devices that push points to `serve` (docs/devices.md), their quarantine, and the write of one request's points.
extension Store {
    /// Adds a device; throws `StoreError.deviceExists` when the name is taken.
    public func addDevice(_ device: DeviceRecord) throws {
        try writer.write { db in
            if try Bool.fetchOne(db, sql: "SELECT 1 FROM device WHERE name = ?", arguments: [device.name.rawValue]) == true {
                throw StoreError.deviceExists(name: device.name.rawValue)
            }
            try db.execute(
                sql: "INSERT INTO device (\(DeviceRecord.columns)) VALUES (?, ?, ?, ?, ?, ?, ?)",
                arguments: [device.name.rawValue, device.app, device.secretHash, device.createdAt, device.revokedAt, device.lastSeen, device.points])
        }
    }

    /// Every device by name, with its quarantined count.
    public func devices() throws -> [DeviceStatus] {
        try writer.read { db in
            let counts = try Dictionary(
                uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT device, count(*) AS n FROM quarantine GROUP BY device")
                    .map { ($0["device"] as String, $0["n"] as Int) })
            return try Row.fetchAll(db, sql: "SELECT \(DeviceRecord.columns) FROM device ORDER BY name").map { row in
                let device = try DeviceRecord(row: row)
                return DeviceStatus(device: device, quarantined: counts[device.name.rawValue] ?? 0)
            }
        }
    }

    public func device(named name: DeviceName) throws -> DeviceRecord? {
        try writer.read { db in
            try Row.fetchOne(db, sql: "SELECT \(DeviceRecord.columns) FROM device WHERE name = ?", arguments: [name.rawValue]).map(DeviceRecord.init)
        }
    }

    /// The device whose secret has this SHA-256 (a bearer or `token` secret names no device by itself).
    public func device(secretHash: Data) throws -> DeviceRecord? {
        try writer.read { db in
            try Row.fetchOne(db, sql: "SELECT \(DeviceRecord.columns) FROM device WHERE secretHash = ?", arguments: [secretHash]).map(DeviceRecord.init)
        }
    }

    /// Revokes a device from now on; returns false when it already was. Throws `StoreError.noSuchDevice`.
    @discardableResult
    public func revokeDevice(_ name: DeviceName, at instant: Date = Date()) throws -> Bool {
        try writer.write { db in
            guard let revoked = try Row.fetchOne(db, sql: "SELECT revokedAt FROM device WHERE name = ?", arguments: [name.rawValue]) else {
                throw StoreError.noSuchDevice(name: name.rawValue)
            }
            guard (revoked["revokedAt"] as Date?) == nil else { return false }
            try db.execute(sql: "UPDATE device SET revokedAt = ? WHERE name = ?", arguments: [instant, name.rawValue])
            return true
        }
    }

    /// The quarantine in the order items arrived, of one device or of all.
    public func quarantined(device: DeviceName? = nil) throws -> [QuarantinedItem] {
        try writer.read { db in
            let rows = if let device {
                try Row.fetchAll(db, sql: "SELECT * FROM quarantine WHERE device = ? ORDER BY id", arguments: [device.rawValue])
            } else {
                try Row.fetchAll(db, sql: "SELECT * FROM quarantine ORDER BY id")
            }
            return try rows.map { row in
                QuarantinedItem(device: try DeviceName(row["device"] as String), receivedAt: row["receivedAt"], reason: row["reason"], raw: row["raw"])
            }
        }
    }

    /// What one request of a device brought, to be stored.
    public struct DevicePushRows: Sendable {
        public var device: DeviceName
        public var app: DeviceApp
        public var signals: [Signal]
        public var refused: [(reason: String, raw: String)]
        public var receivedAt: Date

        public init(device: DeviceName, app: DeviceApp, signals: [Signal], refused: [(reason: String, raw: String)], receivedAt: Date) {
            self.device = device
            self.app = app
            self.signals = signals
            self.refused = refused
            self.receivedAt = receivedAt
        }
    }

    /// Stores what one request of `device` brought, in one transaction: its points as signals of the source
    /// `device:NAME` (a point already stored, by its identity, is counted unchanged), its refused items in the
    /// quarantine, and the device's `lastSeen` and points count. When this returns, all of it is committed.
    @discardableResult
    public func ingest(
        device: DeviceName, app: DeviceApp, signals: [Signal], refused: [(reason: String, raw: String)], receivedAt: Date
    ) throws -> (added: Int, unchanged: Int) {
        try ingest([DevicePushRows(device: device, app: app, signals: signals, refused: refused, receivedAt: receivedAt)])[0]
    }

    /// Stores several requests (of one device or many) in one transaction, each as `ingest(device:…)` would: the
    /// server's writer commits the pushes that arrived together at once. Counts in the order given.
    public func ingest(_ pushes: [DevicePushRows]) throws -> [(added: Int, unchanged: Int)] {
        try bulkWrite(large: false) { db, insert in
            var counts: [(added: Int, unchanged: Int)] = []
            var earliest: LocalDay?
            let quarantine = try db.cachedStatement(sql: "INSERT INTO quarantine (device, receivedAt, reason, raw) VALUES (?, ?, ?, ?)")
            let contact = try db.cachedStatement(sql: "UPDATE device SET lastSeen = max(coalesce(lastSeen, ?), ?), points = points + ? WHERE name = ?")
            for push in pushes {
                let source = SourceRecord(
                    path: push.device.source, format: push.app.sourceFormat, size: 0, mtime: 0, contentHash: Self.liveSourceHash, importedAt: push.receivedAt)
                let (added, total, touched) = push.signals.isEmpty ? (0, 0, nil) : try Store.insert(push.signals, from: source, with: &insert, db)
                for item in push.refused { try quarantine.execute(arguments: [push.device.rawValue, push.receivedAt, item.reason, item.raw]) }
                try contact.execute(arguments: [push.receivedAt, push.receivedAt, added, push.device.rawValue])
                counts.append((added, total - added))
                if let touched { earliest = min(earliest ?? touched, touched) }
            }
            return (counts, earliest)
        }
    }

    /// The content hash of every device source: never a file, so never "changed" (which would drop its signals).
    static let liveSourceHash = "live"
}
