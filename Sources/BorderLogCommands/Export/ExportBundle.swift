import ArgumentParser
import BorderLogModel
import BorderLogPDF
import BorderLogStages
import Foundation

struct ExportBundle: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bundle",
        abstract: "Write a signed evidence bundle: ledger CSV and JSON, trips CSV, the audit PDF, the rule set and a signed manifest.",
        discussion: """
            The folder is created (an existing one must be empty) and appears whole or not at all. manifest.json lists the \
            SHA-256 and size of every file, the SHA-256 of every input file still on disk, the ledger's chain head and the \
            rule set; manifest.sig is its Ed25519 signature and public-key.pem the key that checks it. The signing key is \
            created on first use: $XDG_CONFIG_HOME/borderlog/signing-key.pem, else ~/.config/borderlog/signing-key.pem (mode \
            0600). `borderlog verify DIR` checks a bundle.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "The folder to create.")
    var out: String

    @OptionGroup var range: DayRangeOptions

    @Option(help: "The Ed25519 signing key (PKCS #8 PEM), created there when missing. Default: signing-key.pem in the config folder.")
    var key: String?


    mutating func run() throws {
        try AuditReport.checkFonts()
        let store = try global.openForReading()
        let view = try global.ledgerView()
        let (signingKey, created) = try SigningKey.loadOrCreate(at: key ?? SigningKey.defaultPath())
        if created { Console.err("export bundle: created a new signing key at \(signingKey.path) (mode 0600); keep it, it is what makes your bundles yours") }
        let result = try Stages.exportBundle(
            .init(folder: out, from: range.from, to: range.to, key: signingKey), view: view, store: store
        ) { data, inputs in
            try AuditReport(data, inputs: inputs, version: BorderLogVersion.current).render()
        }
        let manifest = result.manifest
        Console.err("""
            export bundle: \(result.folder), \(manifest.files.count) files and a signed manifest; \(manifest.sources.count) source file\
            \(manifest.sources.count == 1 ? "" : "s") hashed\(manifest.sourcesMissing > 0 ? " (\(manifest.sourcesMissing) no longer on disk)" : "")
            ledger head \(manifest.ledgerHead)
            signed by key \(manifest.publicKeyFingerprint)
            """)
    }
}
