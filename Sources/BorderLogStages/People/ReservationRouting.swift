import BorderLogModel
import BorderLogSettings

/// Whose store a booking email's reservation goes to, when a mail import runs for several people (docs/people.md):
/// to each person whose profile `names` are among its travellers (`underName`), else to the people importing.
public struct ReservationRouting: Sendable, Equatable {
    /// The person whose store this run writes.
    public let person: PersonName
    /// The people the import was run for (`--person`): they get what names no one else.
    public let importers: Set<PersonName>
    /// Every person's profile, for their names.
    public let profiles: [PersonName: Profile]

    public init(person: PersonName, importers: Set<PersonName>, profiles: [PersonName: Profile]) {
        self.person = person
        self.importers = importers
        self.profiles = profiles
    }

    /// The people a reservation for `travellers` belongs to.
    public func owners(of travellers: [String]) -> Set<PersonName> {
        let named = Set(profiles.filter { !$0.value.names.isEmpty && $0.value.isNamed(among: travellers) }.keys)
        return named.isEmpty ? importers : named
    }

    /// Whether this run's store keeps a reservation for `travellers`.
    public func keeps(_ travellers: [String]) -> Bool {
        owners(of: travellers).contains(person)
    }

    /// Whether this run's store keeps what names no one (attached boarding passes, calendars).
    public var keepsUnnamed: Bool { importers.contains(person) }

    /// The people a mail import writes to: the importers and everyone whose profile has names.
    public static func targets(importers: Set<PersonName>, profiles: [PersonName: Profile]) -> [PersonName] {
        importers.union(profiles.filter { !$0.value.names.isEmpty }.keys).sorted()
    }
}
