import BorderLogTestSupport
import Foundation
import Testing

/// The device routes on the real `borderlog serve` with real HTTP clients (scripts/ingest-e2e.py): a SIGKILL while
/// phones post loses no acknowledged point and a resent batch duplicates nothing; Debian's nginx in front with TLS.
@Suite struct IngestEndToEndTests {
    let directory = TemporaryDirectory()

    private func script(_ mode: String) throws -> CommandResult {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let script = repository.appendingPathComponent("scripts/ingest-e2e.py").path
        return try run(executableURL: URL(fileURLWithPath: "/usr/bin/env"),
                       ["python3", script, mode, productsDirectory().appendingPathComponent("borderlog").path, directory.url.path])
    }

    @Test func aKilledServerKeepsEveryAcknowledgedPointAndResendsDuplicateNothing() throws {
        let result = try script("kill")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("ingest e2e kill: 0 failed"))
    }

    static let nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].contains { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: nginx, "Debian's nginx (make test installs it)"))
    func pushesAndTheAPIThroughNginxWithTLS() throws {
        let result = try script("nginx")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("ingest e2e nginx: 0 failed"))
    }
}
