import BorderLogModel

/// The columns of `signal` after its row id, in the table's order: the one list the insert (`SignalInsert`), the row
/// decoder (`SignalRecord.init(row:)`) and the point decoder (`PointDecoder`) are built from. A test ties it to
/// `PRAGMA table_info(signal)`, and `flightKinds` to the partial index the flights are read through.
enum SignalColumn: String, CaseIterable {
    case kind, sourceId, identity, utc, local, day, timezone, lat, lon, accuracy, country, nearBorder, resolved, detail
    case region, nearbyRegion

    /// The column names joined for SQL, in this order.
    static func list(_ columns: [SignalColumn] = allCases) -> String {
        columns.map(\.rawValue).joined(separator: ", ")
    }

    /// This column's 1-based parameter within one row of the insert: its place in `allCases` (a test holds the two
    /// together), as a switch, since the insert asks it for every value of millions of rows.
    var parameter: Int32 {
        switch self {
        case .kind: 1
        case .sourceId: 2
        case .identity: 3
        case .utc: 4
        case .local: 5
        case .day: 6
        case .timezone: 7
        case .lat: 8
        case .lon: 9
        case .accuracy: 10
        case .country: 11
        case .nearBorder: 12
        case .resolved: 13
        case .detail: 14
        case .region: 15
        case .nearbyRegion: 16
        }
    }

    /// The predicate of the kinds whose signals may be one end of a flight (`SignalKind.carriesFlights`): the
    /// partial index `signal_flight` (migration v14) is declared with this very text, so a query that repeats it is
    /// answered from that index. Comparisons, not `IN`: see v14.
    static let flightKinds = "(" + SignalKind.allCases.filter(\.carriesFlights).map { "kind = '\($0.rawValue)'" }.joined(separator: " OR ") + ")"
}
