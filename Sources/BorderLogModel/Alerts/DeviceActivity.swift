/// The days a device (signals whose source is `device:NAME`) sent points on, lately: what `silent` is decided from.
public struct DeviceActivity: Sendable, Equatable {
    public let name: String
    public let days: Set<LocalDay>

    public init(name: String, days: Set<LocalDay>) {
        self.name = name
        self.days = days
    }

    /// The source the device's signals are stored under.
    public static let sourcePrefix = "device:"
}
