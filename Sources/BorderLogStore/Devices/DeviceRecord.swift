import BorderLogModel
import Foundation
import GRDB

/// A row of `device`: a phone tracker allowed to push points, known by the SHA-256 of its secret (never the secret).
public struct DeviceRecord: Sendable, Equatable {
    public var name: DeviceName
    public var app: DeviceApp
    public var secretHash: Data
    public var createdAt: Date
    public var revokedAt: Date?
    public var lastSeen: Date?
    /// Points stored from this device (a resent point is not counted again).
    public var points: Int

    public init(name: DeviceName, app: DeviceApp, secretHash: Data, createdAt: Date, revokedAt: Date? = nil, lastSeen: Date? = nil, points: Int = 0) {
        self.name = name
        self.app = app
        self.secretHash = secretHash
        self.createdAt = createdAt
        self.revokedAt = revokedAt
        self.lastSeen = lastSeen
        self.points = points
    }

    static let columns = "name, app, secretHash, createdAt, revokedAt, lastSeen, points"

    init(row: Row) throws {
        let text: String = row["name"]
        name = try DeviceName(text)
        guard let app = DeviceApp(rawValue: row["app"]) else {
            throw DatabaseError(message: "device \(text) has an unknown app \(String(describing: row["app"] as String?))")
        }
        self.app = app
        secretHash = row["secretHash"]
        createdAt = row["createdAt"]
        revokedAt = row["revokedAt"]
        lastSeen = row["lastSeen"]
        points = row["points"]
    }
}

/// A device as `devices list` shows it: its row and how many of its items are in the quarantine.
public struct DeviceStatus: Sendable, Equatable {
    public var device: DeviceRecord
    public var quarantined: Int
}

/// An item a device sent that was not stored: when, why, and its raw text (a JSON object, a query string, a body).
public struct QuarantinedItem: Sendable, Equatable {
    public var device: DeviceName
    public var receivedAt: Date
    public var reason: String
    public var raw: String

    public init(device: DeviceName, receivedAt: Date, reason: String, raw: String) {
        self.device = device
        self.receivedAt = receivedAt
        self.reason = reason
        self.raw = raw
    }
}

extension DeviceApp: DatabaseValueConvertible {}
