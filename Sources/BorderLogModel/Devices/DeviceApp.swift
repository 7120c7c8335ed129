/// The phone trackers that push positions to `borderlog serve` (docs/devices.md), each with its own protocol and route.
public enum DeviceApp: String, Codable, Sendable, CaseIterable {
    case owntracks
    case overland
    case gpslogger
    case traccar

    /// The route under `/ingest/` that speaks this app's protocol.
    public var route: String { "/ingest/\(rawValue)" }

    /// The source format the app's points are stored under (`signals` shows it beside `device:NAME`).
    public var sourceFormat: SourceFormat {
        switch self {
        case .owntracks: .owntracks
        case .overland: .overland
        case .gpslogger: .gpslogger
        case .traccar: .traccar
        }
    }
}
