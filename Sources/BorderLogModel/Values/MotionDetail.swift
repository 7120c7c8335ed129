/// A location sample's altitude and speeds as the location readers report them: with them inference tells a sample
/// taken in flight (`FlightWindows`). Stored under `altitude` (whole metres), `speed` (the speed the export reported)
/// and `trackSpeed` (the speed along the track), speeds in metres per second to a tenth (`12.3`): the same text on
/// every platform, and the text the store's fast reader (`StoredFlightClues`) expects.
public struct MotionDetail: Sendable, Equatable {
    /// Metres above sea level.
    public var altitude: Int?
    /// Tenths of a metre per second.
    public var speedTenths: Int?
    public var trackSpeedTenths: Int?

    public init?(altitude: Int?, speedTenths: Int?, trackSpeedTenths: Int?) {
        guard altitude != nil || speedTenths != nil || trackSpeedTenths != nil else { return nil }
        self.altitude = altitude
        self.speedTenths = speedTenths
        self.trackSpeedTenths = trackSpeedTenths
    }

    /// Metres per second: the reported speed, else the track's.
    public var speed: Double? { (speedTenths ?? trackSpeedTenths).map { Double($0) / 10 } }

    /// The keys of a stored detail that hold motion: the store's fast reader (`StoredFlightClues`) matches these.
    public enum Key: String, CaseIterable, Sendable {
        case altitude
        case speed
        case trackSpeed
    }

    public static let keys = Set(Key.allCases.map(\.rawValue))

    /// The motion a stored detail describes; nil when it gives none.
    public init?(storedDetail fields: [String: String]) {
        self.init(
            altitude: fields[Key.altitude.rawValue].flatMap { Double($0) }.map { Int($0.rounded()) },
            speedTenths: fields[Key.speed.rawValue].flatMap(Self.tenths), trackSpeedTenths: fields[Key.trackSpeed.rawValue].flatMap(Self.tenths))
    }

    public var storedDetail: [String: String] {
        var fields: [String: String] = [:]
        fields[Key.altitude.rawValue] = altitude.map { String($0) }
        fields[Key.speed.rawValue] = speedTenths.map(Self.decimal)
        fields[Key.trackSpeed.rawValue] = trackSpeedTenths.map(Self.decimal)
        return fields
    }

    private static func tenths(_ text: String) -> Int? {
        Double(text).flatMap { $0.isFinite ? Int(($0 * 10).rounded()) : nil }
    }

    private static func decimal(_ tenths: Int) -> String {
        "\(tenths / 10).\(tenths % 10)"
    }
}
