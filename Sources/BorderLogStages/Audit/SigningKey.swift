import BorderLogSettings
import BorderLogStore
import Crypto
import Foundation

/// The Ed25519 key that signs evidence bundles: created on first use (mode 0600, its folder 0700) and kept as a PKCS #8
/// PEM file, the form `openssl pkey` reads. Default: `$XDG_CONFIG_HOME/borderlog/signing-key.pem`, else
/// `~/.config/borderlog/signing-key.pem`.
public struct SigningKey: Sendable {
    public let path: String
    /// The 32-byte private key (swift-crypto's key type is not `Sendable`).
    private let rawKey: Data

    init(path: String, privateKey: Curve25519.Signing.PrivateKey) {
        self.path = path
        rawKey = privateKey.rawRepresentation
    }

    var privateKey: Curve25519.Signing.PrivateKey {
        // Only ever made from a valid key's bytes.
        try! Curve25519.Signing.PrivateKey(rawRepresentation: rawKey)
    }

    /// The default file in the config folder.
    public static func defaultPath(environment: [String: String] = ProcessEnvironment.current) -> String {
        ConfigFolder(environment: environment).signingKeyFile.path
    }

    /// Reads the key at `path`, or creates one there when there is no file. `created` tells which.
    public static func loadOrCreate(at path: String) throws(SigningKeyError) -> (key: SigningKey, created: Bool) {
        if FileManager.default.fileExists(atPath: path) { return (try load(at: path), false) }
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw .cannotCreate(path: path, reason: (error as NSError).localizedDescription)
            }
        }
        let key = Curve25519.Signing.PrivateKey()
        let pem = pemText(label: "PRIVATE KEY", der: pkcs8Prefix + key.rawRepresentation)
        // Written beside the final name with 0600 from the start, then linked into place: never readable by others, never
        // half-written, and a key another run created meanwhile is kept (link fails when the name exists).
        let temporary = path + ".\(getpid()).partial"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .cannotCreate(path: path, reason: String(cString: strerror(errno))) }
        let bytes = Array(pem.utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        let synced = fsync(fd) == 0
        close(fd)
        defer { unlink(temporary) }
        guard written == bytes.count, synced else { throw .cannotCreate(path: path, reason: String(cString: strerror(errno))) }
        guard link(temporary, path) == 0 else {
            if errno == EEXIST { return (try load(at: path), false) }
            throw .cannotCreate(path: path, reason: String(cString: strerror(errno)))
        }
        return (SigningKey(path: path, privateKey: key), true)
    }

    /// Reads a key file; refuses one that others can read.
    public static func load(at path: String) throws(SigningKeyError) -> SigningKey {
        var info = stat()
        guard stat(path, &info) == 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        guard info.st_mode & 0o077 == 0 else { throw .tooOpen(path: path, mode: Int(info.st_mode & 0o777)) }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw .unreadable(path: path, reason: "not a text file")
        }
        guard let der = derBytes(pem: text, label: "PRIVATE KEY"), der.count == pkcs8Prefix.count + 32, der.prefix(pkcs8Prefix.count) == pkcs8Prefix,
              let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: der.suffix(32))
        else {
            throw .unreadable(path: path, reason: "not an Ed25519 private key in PKCS #8 PEM form")
        }
        return SigningKey(path: path, privateKey: key)
    }

    public func signature(for data: Data) throws -> Data {
        try privateKey.signature(for: data)
    }

    public var publicKey: Data { privateKey.publicKey.rawRepresentation }

    /// The public key as an X.509 SubjectPublicKeyInfo PEM, the form `openssl pkeyutl -pubin` reads.
    public var publicKeyPEM: String { Self.publicKeyPEM(publicKey) }

    /// The lowercase hex SHA-256 of the raw 32-byte public key: what to compare to recognise a key.
    public var publicKeyFingerprint: String { Self.fingerprint(ofPublicKey: publicKey) }

    // MARK: - Encodings

    /// DER of PKCS #8 `PrivateKeyInfo` for Ed25519 (RFC 8410) before the 32 key bytes.
    static let pkcs8Prefix = Data([0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20])
    /// DER of `SubjectPublicKeyInfo` for Ed25519 (RFC 8410) before the 32 key bytes.
    static let spkiPrefix = Data([0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00])

    public static func publicKeyPEM(_ raw: Data) -> String { pemText(label: "PUBLIC KEY", der: spkiPrefix + raw) }

    /// The raw 32-byte key of a SubjectPublicKeyInfo PEM, or nil.
    public static func publicKey(pem: String) -> Data? {
        guard let der = derBytes(pem: pem, label: "PUBLIC KEY"), der.count == spkiPrefix.count + 32, der.prefix(spkiPrefix.count) == spkiPrefix else {
            return nil
        }
        return Data(der.suffix(32))
    }

    public static func fingerprint(ofPublicKey raw: Data) -> String { SnapshotChain.hex(SHA256.hash(data: raw)) }

    static func pemText(label: String, der: Data) -> String {
        let base64 = der.base64EncodedString()
        var lines = ["-----BEGIN \(label)-----"]
        var rest = Substring(base64)
        while !rest.isEmpty {
            lines.append(String(rest.prefix(64)))
            rest = rest.dropFirst(64)
        }
        lines.append("-----END \(label)-----")
        return lines.joined(separator: "\n") + "\n"
    }

    static func derBytes(pem: String, label: String) -> Data? {
        let begin = "-----BEGIN \(label)-----", end = "-----END \(label)-----"
        guard let start = pem.range(of: begin), let stop = pem.range(of: end, range: start.upperBound..<pem.endIndex) else { return nil }
        let body = pem[start.upperBound..<stop.lowerBound].filter { !$0.isWhitespace }
        return Data(base64Encoded: String(body))
    }
}

/// The signing key could not be read or made.
public enum SigningKeyError: Error, CustomStringConvertible, Equatable {
    case cannotCreate(path: String, reason: String)
    case unreadable(path: String, reason: String)
    case tooOpen(path: String, mode: Int)

    public var description: String {
        switch self {
        case .cannotCreate(let path, let reason):
            "cannot create the signing key \(path): \(reason). Pass --key FILE with a writable location."
        case .unreadable(let path, let reason):
            "cannot read the signing key \(path): \(reason)"
        case .tooOpen(let path, let mode):
            "the signing key \(path) can be read by others (mode \(String(mode, radix: 8))); run `chmod 600 \(path)` and try again"
        }
    }
}
