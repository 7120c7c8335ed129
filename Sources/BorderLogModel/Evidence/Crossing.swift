/// A border crossing as an authority recorded it: an entry into or an exit from a state, on a date, at a port.
///
/// The strongest evidence there is (docs/evidence/stays-and-crossings.md): in the ledger a crossing is presence in its
/// country on its date, below a person's own overrides and stays and above everything observed; between an entry into
/// the Schengen Area and the next exit from it, days nothing else places are zone-only days.
public struct Crossing: Sendable, Equatable, Hashable, Codable {
    public enum Direction: String, Sendable, Codable, CaseIterable, Comparable {
        case entry
        case exit

        /// Exits sort before entries on one day: a person leaves one state before entering the next.
        public static func < (lhs: Direction, rhs: Direction) -> Bool { lhs == .exit && rhs == .entry }
    }

    /// Who recorded the crossing.
    public enum Authority: String, Sendable, Codable, CaseIterable {
        /// The EU Entry/Exit System, as its reply to an access request lists them (Reg. 2017/2226 art. 52).
        case ees
        /// The US I-94 travel history.
        case i94
        /// A UK Home Office subject access reply.
        case ukSAR = "uk-sar"
        /// Australia's movement record (Form 1359).
        case auMovements = "au-movements"
        /// Passport stamps, read by the person.
        case stamp
        /// The person's own account.
        case `self`

        /// How a person names the record in a sentence.
        public var recordName: String {
            switch self {
            case .ees: "EES record"
            case .i94: "I-94 record"
            case .ukSAR: "Home Office record"
            case .auMovements: "Australian movement record"
            case .stamp: "passport stamps"
            case .self: "own account"
            }
        }
    }

    public var date: LocalDay
    public var direction: Direction
    /// An IATA airport code, an authority's port code (`NYC` on an I-94) or a free-text name (`Frontière de Menton`);
    /// empty when the record gives none.
    public var port: String
    /// The state whose border was crossed.
    public var country: CountryCode
    public var authority: Authority
    public var note: String?

    public init(date: LocalDay, direction: Direction, port: String = "", country: CountryCode, authority: Authority, note: String? = nil) {
        self.date = date
        self.direction = direction
        self.port = port
        self.country = country
        self.authority = authority
        self.note = note
    }

    /// What makes two records the same crossing: a re-import or a duplicated row says nothing new.
    public var identity: String {
        "\(date) \(direction.rawValue) \(country) \(port.uppercased()) \(authority.rawValue)"
    }

    /// `entry into FR at CDG on 2025-03-01 (EES record)`.
    public var summary: String {
        let at = port.isEmpty ? "" : " at \(port)"
        return "\(direction == .entry ? "entry into" : "exit from") \(country)\(at) on \(date) (\(authority.recordName))"
    }
}
