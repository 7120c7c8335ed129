import BorderLogModel
import Foundation

/// `manifest.json` of an evidence bundle (docs/reports.md, "Evidence bundles"). Every file of the bundle but the
/// manifest and its signature is listed with its SHA-256 and size; `manifest.sig` is the Ed25519 signature of the
/// manifest's exact bytes by the key whose public half is `publicKey` (and `public-key.pem`).
public struct BundleManifest: Codable, Sendable, Equatable {
    /// A file of the bundle; `path` is relative to the bundle's folder.
    public struct File: Codable, Sendable, Equatable {
        public var path: String
        public var sha256: String
        public var bytes: Int
    }

    /// An input file still on disk when the bundle was made, by the path it was imported from.
    public struct Source: Codable, Sendable, Equatable {
        public var path: String
        public var sha256: String
    }

    /// The rule set the reports were computed with: its canonical JSON is `file` in the bundle.
    public struct Rules: Codable, Sendable, Equatable {
        public var version: String
        public var sha256: String
        public var file: String
        /// The rules turned on.
        public var enabled: [String]
    }

    public struct Period: Codable, Sendable, Equatable {
        @Nullable public var from: LocalDay?
        @Nullable public var to: LocalDay?
    }

    /// `borderlog-bundle-1`.
    public var format: String
    /// BorderLog's version.
    public var borderlog: String
    public var createdAt: String
    public var period: Period
    /// The snapshot the files were made from and its chain hash (the ledger's head when the bundle was made).
    public var snapshot: Int64
    public var ledgerHead: String
    public var rules: Rules
    /// SHA-256 over the ledger head and the rule set (see `AuditInputs.fingerprint`); the PDF prints it on every page.
    public var inputFingerprint: String
    public var files: [File]
    public var sources: [Source]
    /// Input files recorded in the store but no longer on disk, so not hashed.
    public var sourcesMissing: Int
    /// The raw 32-byte Ed25519 public key, base64.
    public var publicKey: String
    /// Lowercase hex SHA-256 of the raw public key, to compare with `export bundle`'s output or a key one trusts.
    public var publicKeyFingerprint: String

    public static let format = "borderlog-bundle-1"
    public static let manifestFile = "manifest.json"
    public static let signatureFile = "manifest.sig"
    public static let publicKeyFile = "public-key.pem"

    /// The manifest's bytes as written and signed: pretty-printed JSON with sorted keys and a final newline.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
