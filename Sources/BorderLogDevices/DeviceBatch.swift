import BorderLogLocations

/// What a reader made of one request: the points to store and the items refused, each with its reason and raw text.
public struct DeviceBatch: Sendable {
    public var points: [LocationPoint]
    public var refused: [RefusedItem]

    public init(points: [LocationPoint] = [], refused: [RefusedItem] = []) {
        self.points = points
        self.refused = refused
    }
}

/// An item kept in the quarantine instead of stored: why (in words), and what the phone sent.
public struct RefusedItem: Sendable, Equatable {
    public var reason: String
    public var raw: String

    public init(reason: String, raw: String) {
        self.reason = reason
        self.raw = raw
    }
}

/// A request that is not the app's protocol at all (not JSON where JSON is due, no `locations`, no `lat`): answered
/// 400 and quarantined whole.
public struct DevicePayloadError: Error, Sendable, Equatable, CustomStringConvertible {
    public var reason: String
    public var description: String { reason }

    public init(_ reason: String) { self.reason = reason }
}
