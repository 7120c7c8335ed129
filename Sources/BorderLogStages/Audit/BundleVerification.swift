import BorderLogModel
import Crypto
import Foundation

/// What `verify DIR` found: every problem, named; an intact bundle has none.
public struct BundleVerification: Sendable {
    public enum Problem: Sendable, Equatable, CustomStringConvertible {
        /// `manifest.json` is missing or not a bundle manifest.
        case manifest(String)
        /// `manifest.sig` is missing or does not verify with the manifest's public key.
        case signature(String)
        case changed(path: String, detail: String)
        case missing(path: String)
        /// A file in the folder the manifest does not list.
        case unexpected(path: String)
        /// A figure of the manifest that does not recompute (the input fingerprint, the rule set's hash, the key file).
        case inconsistent(String)

        public var description: String {
            switch self {
            case .manifest(let detail): "manifest.json: \(detail)"
            case .signature(let detail): "manifest.sig: \(detail)"
            case .changed(let path, let detail): "\(path): changed (\(detail))"
            case .missing(let path): "\(path): missing"
            case .unexpected(let path): "\(path): not in the manifest (added after the bundle was signed)"
            case .inconsistent(let detail): "manifest.json: \(detail)"
            }
        }
    }

    public var problems: [Problem]
    /// Nil when the manifest could not be read.
    public var manifest: BundleManifest?
    public var isIntact: Bool { problems.isEmpty }
}

extension Stages {
    /// `verify DIR`: checks the manifest's signature, then recomputes the hash and size of every file it lists, looks for
    /// files it does not list, and recomputes the input fingerprint and the rule set's hash. Needs no store.
    public static func verifyBundle(at path: String) -> BundleVerification {
        let folder = URL(fileURLWithPath: path)
        var problems: [BundleVerification.Problem] = []
        guard let manifestData = FileManager.default.contents(atPath: folder.appendingPathComponent(BundleManifest.manifestFile).path) else {
            return BundleVerification(problems: [.manifest("missing: \(path) is not a BorderLog bundle, or its manifest was removed")], manifest: nil)
        }
        let decoded = try? JSONDecoder().decode(BundleManifest.self, from: manifestData)
        let pemKey = FileManager.default.contents(atPath: folder.appendingPathComponent(BundleManifest.publicKeyFile).path)
            .flatMap { SigningKey.publicKey(pem: String(decoding: $0, as: UTF8.self)) }

        // The signature first: it says whether the manifest's list of hashes can be trusted at all. The key is the
        // manifest's own, or the key file's when the manifest cannot be read.
        let signature = FileManager.default.contents(atPath: folder.appendingPathComponent(BundleManifest.signatureFile).path)
        if let signature {
            if let raw = decoded.flatMap({ Data(base64Encoded: $0.publicKey) }) ?? pemKey, let key = try? Curve25519.Signing.PublicKey(rawRepresentation: raw) {
                if !key.isValidSignature(signature, for: manifestData) {
                    problems.append(.signature("the signature of manifest.json does not verify: the manifest or its signature was changed"))
                }
            } else {
                problems.append(.signature("no Ed25519 public key in the manifest or in \(BundleManifest.publicKeyFile), so the signature cannot be checked"))
            }
        } else {
            problems.append(.signature("missing: the bundle is unsigned"))
        }
        guard let manifest = decoded else {
            problems.append(.manifest("not a readable BorderLog bundle manifest; it was changed or damaged"))
            return BundleVerification(problems: problems, manifest: nil)
        }

        var listed = Set([BundleManifest.manifestFile, BundleManifest.signatureFile])
        for file in manifest.files {
            listed.insert(file.path)
            // Paths are names inside the folder; anything reaching outside it is a changed manifest.
            guard !file.path.isEmpty, !file.path.hasPrefix("/"), !file.path.split(separator: "/").contains("..") else {
                problems.append(.inconsistent("the file path \(file.path) leads outside the bundle"))
                continue
            }
            let filePath = folder.appendingPathComponent(file.path).path
            guard FileManager.default.fileExists(atPath: filePath) else {
                problems.append(.missing(path: file.path))
                continue
            }
            guard let hash = try? fileSHA256(filePath) else {
                problems.append(.changed(path: file.path, detail: "cannot be read"))
                continue
            }
            let bytes = (try? FileManager.default.attributesOfItem(atPath: filePath)[.size] as? Int) ?? -1
            if hash != file.sha256 {
                problems.append(.changed(path: file.path, detail: "SHA-256 \(hash), the manifest says \(file.sha256)"))
            } else if bytes != file.bytes {
                problems.append(.changed(path: file.path, detail: "\(bytes) bytes, the manifest says \(file.bytes)"))
            }
        }
        for name in (try? FileManager.default.subpathsOfDirectory(atPath: folder.path))?.sorted() ?? [] {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
            if !isFolder.boolValue, !listed.contains(name) { problems.append(.unexpected(path: name)) }
        }

        if AuditInputs.fingerprint(ledgerHead: manifest.ledgerHead, rulesHash: manifest.rules.sha256) != manifest.inputFingerprint {
            problems.append(.inconsistent("inputFingerprint does not recompute from ledgerHead and the rule set's sha256"))
        }
        if let rulesFile = manifest.files.first(where: { $0.path == manifest.rules.file }), rulesFile.sha256 != manifest.rules.sha256 {
            problems.append(.inconsistent("the rule set's sha256 is not the hash of \(manifest.rules.file)"))
        }
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent(BundleManifest.publicKeyFile).path),
           pemKey?.base64EncodedString() != manifest.publicKey {
            problems.append(.inconsistent("\(BundleManifest.publicKeyFile) is not the manifest's publicKey"))
        }
        if let raw = Data(base64Encoded: manifest.publicKey), SigningKey.fingerprint(ofPublicKey: raw) != manifest.publicKeyFingerprint {
            problems.append(.inconsistent("publicKeyFingerprint is not the SHA-256 of publicKey"))
        }
        return BundleVerification(problems: problems, manifest: manifest)
    }
}
