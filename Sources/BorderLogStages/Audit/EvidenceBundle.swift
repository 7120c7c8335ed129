import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogStore
import Crypto
import Foundation

/// `export bundle`: the ledger as CSV and JSON, the trips, the audit PDF, the rule set, a manifest with the SHA-256 of
/// every file and every input source still on disk, signed with Ed25519. Written into a temporary folder beside `DIR`
/// and renamed into place, so a bundle is whole or absent.
extension Stages {
    public struct BundleOptions: Sendable {
        public var folder: String
        public var from: LocalDay?
        public var to: LocalDay?
        public var key: SigningKey

        public init(folder: String, from: LocalDay? = nil, to: LocalDay? = nil, key: SigningKey) {
            self.folder = folder
            self.from = from
            self.to = to
            self.key = key
        }
    }

    /// The bundle written and its manifest.
    public struct BundleResult: Sendable {
        public var folder: String
        public var manifest: BundleManifest
        public var data: ReportData
    }

    /// Writes the bundle. `pdf` renders the audit report (the PDF renderer is its own target, over the stages).
    public static func exportBundle(
        _ options: BundleOptions, view: LedgerView, store: Store, today: LocalDay = .today(),
        pdf: (ReportData, AuditInputs) throws -> Data
    ) throws -> BundleResult {
        let folder = URL(fileURLWithPath: options.folder).standardizedFileURL
        try checkBundleFolder(folder)
        let inputs = try auditInputs(view, store: store)
        let data = try reportData(view, store: store, from: options.from, to: options.to, today: today)
        let ledger = data.ledger
        var contents: [(String, Data)] = [
            ("ledger.csv", Data(LedgerExport.csv(ledger).utf8)),
            ("ledger.json", Data(try LedgerExport.json(ledger).utf8)),
            ("trips.csv", Data(TripsReport(ledger: ledger, rules: view.rules, today: today).csv.utf8)),
            ("report.pdf", try pdf(data, inputs)),
            ("rules.json", inputs.rules.json),
            (BundleManifest.publicKeyFile, Data(options.key.publicKeyPEM.utf8)),
        ]
        contents.sort { $0.0 < $1.0 }
        var sources: [BundleManifest.Source] = []
        var missing = 0
        for path in Set(try store.sourcePaths().values).sorted() {
            if let hash = try? fileSHA256(path) { sources.append(.init(path: path, sha256: hash)) } else { missing += 1 }
        }
        let manifest = BundleManifest(
            format: BundleManifest.format, borderlog: BorderLogVersion.current, createdAt: RFC3339.utc(data.generatedAt),
            period: .init(from: data.range?.first, to: data.range?.last), snapshot: inputs.snapshotId, ledgerHead: inputs.ledgerHead,
            rules: .init(version: inputs.rules.version, sha256: inputs.rules.sha256, file: "rules.json", enabled: view.rules.enabledRules.map(\.id)),
            inputFingerprint: inputs.fingerprint,
            files: contents.map { .init(path: $0.0, sha256: SnapshotChain.hex(SHA256.hash(data: $0.1)), bytes: $0.1.count) },
            sources: sources, sourcesMissing: missing, publicKey: options.key.publicKey.base64EncodedString(),
            publicKeyFingerprint: options.key.publicKeyFingerprint)
        let manifestData = try manifest.encoded()
        contents.append((BundleManifest.manifestFile, manifestData))
        contents.append((BundleManifest.signatureFile, try options.key.signature(for: manifestData)))
        try writeFolder(folder, contents: contents)
        return BundleResult(folder: folder.path, manifest: manifest, data: data)
    }

    /// The lowercase hex SHA-256 of a file, read in blocks.
    static func fileSHA256(_ path: String) throws -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw BundleError.unreadable(path: path) }
        defer { try? handle.close() }
        var hasher = SHA256()
        while let block = try handle.read(upToCount: 1 << 20), !block.isEmpty { hasher.update(data: block) }
        return SnapshotChain.hex(hasher.finalize())
    }

    /// The bundle goes into a new folder, or an empty one, whose parent exists.
    private static func checkBundleFolder(_ folder: URL) throws(BundleError) {
        let parent = folder.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isFolder), isFolder.boolValue else {
            throw .cannotWrite(path: folder.path, reason: "the folder \(parent) does not exist")
        }
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw .cannotWrite(path: folder.path, reason: "a file of that name exists") }
            guard (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true else {
                throw .cannotWrite(path: folder.path, reason: "the folder exists and is not empty; choose a new folder")
            }
        }
        guard access(parent, W_OK) == 0 else { throw .cannotWrite(path: folder.path, reason: "\(parent) is not writable") }
    }

    private static func writeFolder(_ folder: URL, contents: [(String, Data)]) throws(BundleError) {
        let temporary = folder.deletingLastPathComponent().appendingPathComponent(".\(folder.lastPathComponent).\(getpid()).partial")
        let manager = FileManager.default
        try? manager.removeItem(at: temporary)
        do {
            try manager.createDirectory(at: temporary, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
            for (name, data) in contents { try data.write(to: temporary.appendingPathComponent(name)) }
            // An empty folder of that name is replaced; a non-empty one was refused before anything was computed.
            if manager.fileExists(atPath: folder.path) { try manager.removeItem(at: folder) }
            guard rename(temporary.path, folder.path) == 0 else { throw BundleError.cannotWrite(path: folder.path, reason: String(cString: strerror(errno))) }
        } catch let error as BundleError {
            try? manager.removeItem(at: temporary)
            throw error
        } catch {
            try? manager.removeItem(at: temporary)
            throw .cannotWrite(path: folder.path, reason: (error as NSError).localizedDescription)
        }
    }
}

/// A bundle could not be written or read.
public enum BundleError: Error, CustomStringConvertible, Equatable {
    case cannotWrite(path: String, reason: String)
    case unreadable(path: String)

    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason): "cannot write the bundle to \(path): \(reason). Choose another folder with --out."
        case .unreadable(let path): "cannot read \(path)"
        }
    }
}
