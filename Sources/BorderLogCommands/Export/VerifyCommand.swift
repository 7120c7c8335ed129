import ArgumentParser
import BorderLogStages

/// `borderlog verify DIR`: checks an evidence bundle offline, without a store.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check an evidence bundle: the manifest's signature, and the hash and size of every file it lists.",
        discussion: """
            Exit status 0 when the bundle is intact; 1 naming each file that changed, is missing or was added, or saying \
            that the manifest's signature fails. Compare the key fingerprint it prints with the one `export bundle` printed \
            to know the bundle was signed by your key.
            """)

    @Argument(help: "The bundle's folder.")
    var folder: String

    mutating func run() throws {
        let result = Stages.verifyBundle(at: folder)
        guard result.isIntact, let manifest = result.manifest else {
            for problem in result.problems { Console.err("verify: \(problem)") }
            Console.err("verify: \(folder) is NOT intact (\(result.problems.count) problem\(result.problems.count == 1 ? "" : "s"))")
            throw ExitCode.failure
        }
        Console.out("""
            verify: \(folder) is intact: \(manifest.files.count) files match the signed manifest
            ledger head \(manifest.ledgerHead) (snapshot #\(manifest.snapshot))
            input fingerprint \(manifest.inputFingerprint)
            signed by key \(manifest.publicKeyFingerprint)
            """)
    }
}
