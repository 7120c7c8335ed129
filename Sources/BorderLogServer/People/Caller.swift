import BorderLogSettings
import BorderLogStore

/// Who a request comes from, as the authenticators decide it (docs/people.md): the owner token of one-person setups,
/// a person signed in with their password, a share link, or under `/ingest/` a phone (docs/devices.md). What each may
/// do is `AccessPolicy`'s.
enum Caller: Sendable, Equatable {
    /// `Authorization: Bearer TOKEN` or the token's cookie: the server's own store, as before people.
    case owner
    /// A person's session cookie (`POST /login`): their own store, and `/api/people/` for those they may read.
    case person(PersonName)
    /// A share link (`/share/TOKEN/…`): one person's page and API, read-only.
    case share(id: Int64, person: PersonName)
    /// A device's secret, on its own app's `/ingest/` route alone (`DeviceAuthenticator`): it reads and writes nothing
    /// under `/api`.
    case device(DeviceRecord)

    /// The person whose store answers, or nil for the server's own.
    var person: PersonName? {
        switch self {
        case .owner, .device: nil
        case .person(let name), .share(_, let name): name
        }
    }

    /// Whether the caller may change anything.
    var mayWrite: Bool {
        switch self {
        case .owner, .person: true
        case .share, .device: false
        }
    }
}

/// What the session cookie of a signed-in person stands for on the server (hummingbird-auth's session storage keeps
/// it; the cookie holds only a random session id).
struct PersonSession: Codable, Sendable {
    let person: PersonName
}
