import BorderLogModel
import BorderLogStore

/// One stay as `stays list --format json` shows it, and the server's travel segment (docs/serve.md).
public struct ListedStay: Codable, Sendable, Equatable {
    public let id: Int64
    public let country: CountryCode
    public let entry: LocalDay
    @Nullable public var exit: LocalDay?
    /// Days from entry through exit, both included; null while the stay is open.
    @Nullable public var days: Int?
    @Nullable public var note: String?
    /// `file:line` of the CSV it came from; null for a stay added by hand.
    @Nullable public var source: String?
    /// Present (true) only on stays covered by a residence permit, so the travel-segment shape is unchanged otherwise.
    public var permit: Bool?
    /// Present only on stays that name a state or province (`US-NY`, docs/regions.md).
    public var region: RegionCode?

    public init(_ record: StayRecord, sourcePaths: [Int64: String]) {
        id = record.id ?? 0
        country = record.country
        entry = record.entry
        exit = record.exit
        days = record.exit.map { record.entry.days(to: $0) + 1 }
        note = record.note
        source = record.origin(sourcePaths: sourcePaths)
        permit = record.permit ? true : nil
        region = record.region
    }
}

extension Stages {
    /// Every stay by entry date, as listed.
    public static func listStays(in store: Store) throws -> [ListedStay] {
        let paths = try store.sourcePaths()
        return try store.stays().map { ListedStay($0, sourcePaths: paths) }
    }
}
