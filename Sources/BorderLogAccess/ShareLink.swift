import BorderLogSettings
import Foundation
import GRDB

/// A read-only link to one person's page and API (`share create`), as `share list` shows it: never its token.
public struct ShareLink: Sendable, Equatable, Codable {
    public let id: Int64
    public let person: PersonName
    public let label: String?
    public let createdAt: Date
    public let expiresAt: Date
    public let revokedAt: Date?
    public let lastUsedAt: Date?
    public let useCount: Int

    /// What a token opens.
    public enum Lookup: Sendable, Equatable {
        case valid(ShareLink)
        case expired(ShareLink)
        case revoked(ShareLink)
        case unknown
    }

    /// One use of a link: when, and from which address.
    public struct Use: Sendable, Equatable, Codable {
        public let at: Date
        public let address: String
    }

    init(id: Int64, person: PersonName, label: String?, createdAt: Date, expiresAt: Date, revokedAt: Date?, lastUsedAt: Date?, useCount: Int) {
        self.id = id
        self.person = person
        self.label = label
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.revokedAt = revokedAt
        self.lastUsedAt = lastUsedAt
        self.useCount = useCount
    }

    /// A row of `shareLink`; nil when its person's name is no longer a valid one (edited by hand).
    init?(row: Row) {
        guard let person = PersonName(row["person"] as String) else { return nil }
        self.init(
            id: row["id"], person: person, label: row["label"], createdAt: Date(timeIntervalSince1970: row["createdAt"]),
            expiresAt: Date(timeIntervalSince1970: row["expiresAt"]), revokedAt: (row["revokedAt"] as Double?).map(Date.init(timeIntervalSince1970:)),
            lastUsedAt: (row["lastUsedAt"] as Double?).map(Date.init(timeIntervalSince1970:)), useCount: row["useCount"])
    }
}
