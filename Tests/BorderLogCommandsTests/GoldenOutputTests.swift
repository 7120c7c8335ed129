import BorderLogTestSupport
import Foundation
import Testing

/// The JSON every report, export and dry run prints for the sample year (every evidence family of samples/), byte for
/// byte as `scripts/golden-outputs.sh` wrote it into Golden/ before the evidence was typed: the output contract must
/// not move when the code under it does. A change meant to alter an output runs the script again and reviews the diff.
@Suite struct GoldenOutputTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let names = (try? FileManager.default.contentsOfDirectory(atPath: golden.path).sorted()) ?? []

    /// The outputs of this build, written once for every case.
    static let outputs: Result<URL, any Error> = Result {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("borderlog-golden-\(UUID().uuidString)")
        let script = URL(fileURLWithPath: samplesPath("")).deletingLastPathComponent().appendingPathComponent("scripts/golden-outputs.sh")
        let result = try run(executableURL: URL(fileURLWithPath: "/bin/bash"), [script.path, productsDirectory().path, directory.path])
        guard result.status == 0 else { throw GoldenError(message: result.stderr) }
        return directory
    }

    struct GoldenError: Error, CustomStringConvertible {
        var message: String
        var description: String { "scripts/golden-outputs.sh failed: \(message)" }
    }

    @Test func everyOutputIsKept() {
        #expect(Self.names.count >= 20, "Golden/ holds \(Self.names)")
    }

    @Test(arguments: names) func outputIsByteIdenticalToTheGoldenOne(_ name: String) throws {
        let directory = try Self.outputs.get()
        let expected = try String(contentsOf: Self.golden.appendingPathComponent(name), encoding: .utf8)
        let actual = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        #expect(!actual.isEmpty, "\(name) is empty")
        if actual != expected {
            let firstDifference = zip(expected.split(separator: "\n"), actual.split(separator: "\n")).first { $0 != $1 }
            Issue.record("\(name) differs: expected \(firstDifference?.0 ?? "…") got \(firstDifference?.1 ?? "…")")
        }
    }
}
