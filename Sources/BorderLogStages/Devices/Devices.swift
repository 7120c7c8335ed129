import BorderLogModel
import BorderLogStore
import Foundation

/// What `devices add` made: the device and its secret, which nothing keeps but the person's app.
public struct AddedDevice: Sendable {
    public let device: DeviceRecord
    public let secret: DeviceSecret
}

extension Stages {
    /// Adds a device for `app` with a new secret (its SHA-256 stored); throws `StoreError.deviceExists`.
    public static func addDevice(_ name: DeviceName, app: DeviceApp, in store: Store, now: Date = Date()) throws -> AddedDevice {
        let secret = DeviceSecret.generate()
        let device = DeviceRecord(name: name, app: app, secretHash: secret.hash, createdAt: now)
        try store.addDevice(device)
        return AddedDevice(device: device, secret: secret)
    }

    /// Every device as `devices list` shows it.
    public static func devices(in store: Store) throws -> [DeviceLine] {
        try store.devices().map(DeviceLine.init)
    }

    /// Revokes a device: its next request answers 401. False when it already was revoked.
    public static func revokeDevice(_ name: DeviceName, in store: Store, now: Date = Date()) throws -> Bool {
        try store.revokeDevice(name, at: now)
    }

    /// The quarantine, of one device or all; throws `StoreError.noSuchDevice` for a name no device has.
    public static func quarantine(of device: DeviceName?, in store: Store) throws -> [QuarantineLine] {
        if let device, try store.device(named: device) == nil { throw StoreError.noSuchDevice(name: device.rawValue) }
        return try store.quarantined(device: device).map(QuarantineLine.init)
    }
}
