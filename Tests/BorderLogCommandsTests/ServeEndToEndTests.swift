import BorderLogTestSupport
import Foundation
import Testing

/// The real `borderlog serve` on a loopback port, driven by a real HTTP client (scripts/serve-e2e.py, urllib):
/// the seed's flow, the token, a kill during an import, and a graceful SIGTERM.
@Suite struct ServeEndToEndTests {
    let directory = TemporaryDirectory()

    @Test func theServerAnswersTheSeedsFlowAndSurvivesAKill() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let script = repository.appendingPathComponent("scripts/serve-e2e.py").path
        let result = try run(executableURL: URL(fileURLWithPath: "/usr/bin/env"),
                             ["python3", script, productsDirectory().appendingPathComponent("borderlog").path, directory.url.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("serve e2e: 0 failed"))
    }
}
