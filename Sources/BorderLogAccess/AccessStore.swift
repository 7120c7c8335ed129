import BorderLogSettings
import Crypto
import Foundation
import GRDB
import HummingbirdBcrypt

/// Who may read whom on `serve` (docs/people.md): each person's password as a bcrypt hash, the people each person may
/// read besides themselves, and share links (their tokens as SHA-256 only). One SQLite file, `people/access.sqlite` in
/// the data home (mode 0600), written in transactions; the server and the commands open it side by side.
public final class AccessStore: Sendable {
    public let path: String
    private let database: DatabaseQueue
    /// bcrypt's cost: 2^12 rounds, about a quarter of a second a check here.
    public static let bcryptCost: UInt8 = 12
    public static let minimumPasswordLength = 8

    /// Opens (creating when needed) the access file of `dataHome`.
    public init(dataHome: DataHome) throws(AccessError) {
        path = dataHome.peopleFolder + "/access.sqlite"
        do {
            try FileManager.default.createDirectory(atPath: dataHome.peopleFolder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            if !FileManager.default.fileExists(atPath: path) {
                FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
            }
            var configuration = Configuration()
            configuration.busyMode = .timeout(5)
            configuration.foreignKeysEnabled = true
            database = try DatabaseQueue(path: path, configuration: configuration)
            try Self.migrator.migrate(database)
        } catch {
            throw .unreadable(path: path, reason: "\(error)")
        }
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("people-v1") { db in
            try db.execute(sql: """
                CREATE TABLE account (person TEXT PRIMARY KEY NOT NULL, passwordHash TEXT NOT NULL, changedAt REAL NOT NULL);
                CREATE TABLE readGrant (reader TEXT NOT NULL, person TEXT NOT NULL, PRIMARY KEY (reader, person));
                CREATE TABLE shareLink (
                    id INTEGER PRIMARY KEY AUTOINCREMENT, tokenHash BLOB NOT NULL UNIQUE, person TEXT NOT NULL, label TEXT,
                    createdAt REAL NOT NULL, expiresAt REAL NOT NULL, revokedAt REAL, lastUsedAt REAL,
                    useCount INTEGER NOT NULL DEFAULT 0);
                CREATE TABLE shareUse (
                    shareID INTEGER NOT NULL REFERENCES shareLink(id) ON DELETE CASCADE, at REAL NOT NULL, address TEXT NOT NULL);
                """)
        }
        return migrator
    }

    private func read<T>(_ body: (Database) throws -> T) throws(AccessError) -> T {
        do { return try database.read(body) } catch { throw .unreadable(path: path, reason: "\(error)") }
    }

    private func write<T>(_ body: (Database) throws -> T) throws(AccessError) -> T {
        do { return try database.write(body) } catch let error as AccessError { throw error } catch {
            throw .unreadable(path: path, reason: "\(error)")
        }
    }

    // MARK: - Accounts

    /// Keeps `password` for `person` as a bcrypt hash (never the password itself).
    public func setPassword(_ password: String, for person: PersonName, now: Date = Date()) throws(AccessError) {
        guard password.count >= Self.minimumPasswordLength else { throw .passwordTooShort(minimum: Self.minimumPasswordLength) }
        let hash = Bcrypt.hash(password, cost: Self.bcryptCost)
        try write { db in
            try db.execute(
                sql: "INSERT INTO account (person, passwordHash, changedAt) VALUES (?, ?, ?) ON CONFLICT(person) DO UPDATE SET passwordHash = excluded.passwordHash, changedAt = excluded.changedAt",
                arguments: [person.rawValue, hash, now.timeIntervalSince1970])
        }
    }

    /// Whether `password` is `person`'s. A person without an account is checked against a hash all the same, so that
    /// the answer takes as long whether or not the name has one.
    public func verify(_ password: String, for person: PersonName) throws(AccessError) -> Bool {
        let hash = try read { db in try String.fetchOne(db, sql: "SELECT passwordHash FROM account WHERE person = ?", arguments: [person.rawValue]) }
        guard let hash else {
            _ = Bcrypt.verify(password, hash: Self.decoyHash)
            return false
        }
        return Bcrypt.verify(password, hash: hash)
    }

    public func hasAccount(_ person: PersonName) throws(AccessError) -> Bool {
        try read { db in try Bool.fetchOne(db, sql: "SELECT 1 FROM account WHERE person = ?", arguments: [person.rawValue]) ?? false }
    }

    /// The people with a password.
    public func accounts() throws(AccessError) -> [PersonName] {
        try read { db in try String.fetchAll(db, sql: "SELECT person FROM account ORDER BY person").compactMap(PersonName.init) }
    }

    /// A hash of the same cost as real ones, for names without an account.
    private static let decoyHash = Bcrypt.hash("borderlog-no-account", cost: bcryptCost)

    // MARK: - Grants

    /// Lets `reader` read each of `people` (read-only), beside what they were granted before.
    public func grant(_ reader: PersonName, reads people: [PersonName]) throws(AccessError) {
        try write { db in
            for person in people where person != reader {
                try db.execute(sql: "INSERT OR IGNORE INTO readGrant (reader, person) VALUES (?, ?)", arguments: [reader.rawValue, person.rawValue])
            }
        }
    }

    /// Takes back `reader`'s right to read each of `people`.
    public func revokeGrant(_ reader: PersonName, reads people: [PersonName]) throws(AccessError) {
        try write { db in
            for person in people {
                try db.execute(sql: "DELETE FROM readGrant WHERE reader = ? AND person = ?", arguments: [reader.rawValue, person.rawValue])
            }
        }
    }

    /// The people `reader` may read besides themselves.
    public func grants(of reader: PersonName) throws(AccessError) -> [PersonName] {
        try read { db in
            try String.fetchAll(db, sql: "SELECT person FROM readGrant WHERE reader = ? ORDER BY person", arguments: [reader.rawValue]).compactMap(PersonName.init)
        }
    }

    /// Forgets everything about `person`: their account, their grants either way, their share links.
    public func forget(_ person: PersonName) throws(AccessError) {
        try write { db in
            try db.execute(sql: "DELETE FROM account WHERE person = ?", arguments: [person.rawValue])
            try db.execute(sql: "DELETE FROM readGrant WHERE reader = ? OR person = ?", arguments: [person.rawValue, person.rawValue])
            try db.execute(sql: "DELETE FROM shareLink WHERE person = ?", arguments: [person.rawValue])
        }
    }

    // MARK: - Share links

    /// A new share link for `person`, valid for `lifetime` seconds from `now`: the link's record and its token, which
    /// is shown this once and kept only as its SHA-256.
    public func createShare(for person: PersonName, lifetime: TimeInterval, label: String?, now: Date = Date()) throws(AccessError) -> (ShareLink, token: ShareToken) {
        let token = ShareToken.random()
        let id = try write { db in
            try db.execute(
                sql: "INSERT INTO shareLink (tokenHash, person, label, createdAt, expiresAt) VALUES (?, ?, ?, ?, ?)",
                arguments: [Data(token.digest), person.rawValue, label, now.timeIntervalSince1970, now.timeIntervalSince1970 + lifetime])
            return db.lastInsertedRowID
        }
        return (ShareLink(id: id, person: person, label: label, createdAt: now, expiresAt: now + lifetime, revokedAt: nil, lastUsedAt: nil, useCount: 0), token)
    }

    /// Every share link, newest first.
    public func shares() throws(AccessError) -> [ShareLink] {
        try read { db in try Row.fetchAll(db, sql: "SELECT * FROM shareLink ORDER BY id DESC").compactMap(ShareLink.init(row:)) }
    }

    /// Revokes a link from now on (the next request answers 401).
    public func revokeShare(_ id: Int64, now: Date = Date()) throws(AccessError) {
        try write { db in
            try db.execute(sql: "UPDATE shareLink SET revokedAt = coalesce(revokedAt, ?) WHERE id = ?", arguments: [now.timeIntervalSince1970, id])
            guard db.changesCount > 0 else { throw AccessError.unknownShare(id) }
        }
    }

    /// What `token` opens on `now`. Every kept digest is compared, each in constant time, so that neither the time
    /// taken nor the order of the rows says anything about a guess.
    public func share(for token: ShareToken, now: Date = Date()) throws(AccessError) -> ShareLink.Lookup {
        let rows = try read { db in try Row.fetchAll(db, sql: "SELECT * FROM shareLink") }
        var found: Row?
        for row in rows {
            let digest: Data = row["tokenHash"]
            if ShareToken.constantTimeEqual(Array(digest), token.digest) { found = row }
        }
        guard let found, let link = ShareLink(row: found) else { return .unknown }
        if link.revokedAt != nil { return .revoked(link) }
        if link.expiresAt <= now { return .expired(link) }
        return .valid(link)
    }

    /// Records a use of link `id`: when and from which address (never the token).
    public func recordUse(of id: Int64, at now: Date = Date(), address: String) throws(AccessError) {
        try write { db in
            try db.execute(sql: "INSERT INTO shareUse (shareID, at, address) VALUES (?, ?, ?)", arguments: [id, now.timeIntervalSince1970, address])
            try db.execute(sql: "UPDATE shareLink SET lastUsedAt = ?, useCount = useCount + 1 WHERE id = ?", arguments: [now.timeIntervalSince1970, id])
        }
    }

    /// Link `id`'s uses, oldest first.
    public func uses(of id: Int64) throws(AccessError) -> [ShareLink.Use] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT at, address FROM shareUse WHERE shareID = ? ORDER BY rowid", arguments: [id]).map {
                ShareLink.Use(at: Date(timeIntervalSince1970: $0["at"]), address: $0["address"])
            }
        }
    }
}
