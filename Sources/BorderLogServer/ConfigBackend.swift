import BorderLogModel
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import Crypto
import Foundation
import HTTPTypes
import Hummingbird

/// The seed's configuration backend (docs/serve.md): the zones, rules and countries in force as JSON documents, each
/// signed with the bundle key, and a manifest naming their versions, so that a client keeps its zone and rule data
/// current from the person's own server.
///
/// A document's version is BorderLog's own (`0.2.0`) when it is exactly the bundled library's, else that version with
/// the first 12 hex digits of its SHA-256 (`0.2.0+custom.1a2b3c4d5e6f`), as `RuleSetIdentity` names rule sets. Each
/// body states its own version, so a signed body cannot pass for another version.
struct ConfigBackend: Sendable {
    enum Kind: String, CaseIterable, Sendable {
        case zones, rules, countries
    }

    /// One signed body.
    struct Document: Sendable {
        let version: String
        let body: ByteBuffer
        let tag: EntityTag
        /// The `Signature` header: `ed25519=` and the base64 signature of the body's exact bytes.
        let signature: String

        init(version: String, body: Data, key: SigningKey) throws {
            self.version = version
            self.body = ByteBuffer(bytes: body)
            tag = EntityTag(of: body)
            signature = "ed25519=" + (try key.signature(for: body)).base64EncodedString()
        }

        var response: Response {
            Response(status: .ok, headers: [
                .contentType: "application/json; charset=utf-8", .cacheControl: "public, no-cache", .signature: signature,
            ], body: .init(byteBuffer: body))
        }
    }

    let documents: [Kind: Document]
    let manifest: Document

    init(rules: RuleBook, bundled: RuleBook, key: SigningKey) throws {
        var documents: [Kind: Document] = [:]
        for kind in Kind.allCases {
            let version = Self.version(of: try Self.encoded(kind.content(of: rules)), bundled: try Self.encoded(kind.content(of: bundled)))
            documents[kind] = try Document(version: version, body: try Self.encoded(kind.content(of: rules, version: version)), key: key)
        }
        self.documents = documents
        let entries = Dictionary(uniqueKeysWithValues: documents.map { ($0.key.rawValue, Manifest.Entry(version: $0.value.version, etag: $0.value.tag.header)) })
        let manifest = Manifest(publicKey: key.publicKey.base64EncodedString(), zones: entries["zones"]!, rules: entries["rules"]!, countries: entries["countries"]!)
        self.manifest = try Document(version: "", body: try Self.encoded(manifest), key: key)
    }

    /// `GET /config/manifest`: the public key (raw Ed25519, base64) and each document's version and ETag.
    struct Manifest: Encodable {
        struct Entry: Encodable {
            let version: String
            let etag: String
        }

        let publicKey: String
        let zones: Entry
        let rules: Entry
        let countries: Entry
    }

    private static func version(of content: Data, bundled: Data) -> String {
        content == bundled ? BorderLogVersion.current : "\(BorderLogVersion.current)+custom.\(SnapshotChain.hex(SHA256.hash(data: content)).prefix(12))"
    }

    private static func encoded(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }
}

extension ConfigBackend.Kind {
    /// A country as the countries document lists it.
    struct Country: Encodable {
        let code: CountryCode
        let name: String
    }

    struct Content: Encodable {
        var version: String?
        var zones: [Zone]?
        var rules: [Rule]?
        var eligibility: [EligibilityRule]?
        var countries: [Country]?
    }

    /// What the document of this kind holds from `book` (without a version: what the version is computed from).
    func content(of book: RuleBook, version: String? = nil) -> Content {
        switch self {
        case .zones: Content(version: version, zones: book.zones)
        case .rules: Content(version: version, rules: book.rules, eligibility: book.eligibility)
        case .countries: Content(version: version, countries: CountryCode.all.map { Country(code: $0, name: $0.name) })
        }
    }
}

extension HTTPField.Name {
    /// The signature of a configuration document's body (docs/serve.md).
    static let signature = HTTPField.Name("Signature")!
}
