import BorderLogModel
import BorderLogSettings
import BorderLogTestSupport
import Foundation
import Testing

/// The in-process runner keeps each command's output and environment to itself while others run beside it, and ends
/// a command as the executable does.
@Suite struct InProcessCommandTests {
    let directory = TemporaryDirectory()
    var store: String { directory.path("store.sqlite") }

    @Test func commandsRunningSideBySideSeeTheirOwnDayAndStoreAndPrintToTheirOwnCapture() async throws {
        let stores = ["FR", "IT", "ES", "PT"].map { (country: $0, path: directory.path("\($0).sqlite")) }
        for (country, path) in stores {
            #expect(await borderlog(["--store", path, "stays", "add", country, "2024-01-01", "2024-01-20"]).status == 0)
            #expect(await borderlog(["--store", path, "infer", "--to", "2024-01-20"]).status == 0)
        }
        let results = await withTaskGroup(of: (String, Int, InProcessResult).self) { group in
            for (country, path) in stores {
                for day in 1...5 {
                    group.addTask {
                        // The store from $BORDERLOG_STORE and the day from $BORDERLOG_TODAY, both this command's alone.
                        let result = await borderlog(["report", "schengen", "--format", "json"], environment: [
                            "BORDERLOG_STORE": path, "BORDERLOG_TODAY": "2024-01-1\(day)",
                        ])
                        return (country, day, result)
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 20)
        for (country, day, result) in results {
            #expect(result.status == 0, "\(country) \(day): \(result.stderr)")
            #expect(result.json?["on"] as? String == "2024-01-1\(day)", "\(country) \(day): \(result.stdout)")
            #expect(result.json?["used"] as? Int == 10 + day, "\(country) \(day)")
            #expect(result.stdout.components(separatedBy: "\"on\"").count == 2, "one report per capture")
        }
        // None of it reached the test's own environment.
        #expect(ProcessEnvironment.current["BORDERLOG_TODAY"] == ProcessInfo.processInfo.environment["BORDERLOG_TODAY"])
        #expect(ProcessEnvironment.current["BORDERLOG_STORE"] == ProcessInfo.processInfo.environment["BORDERLOG_STORE"])
    }

    @Test func anOverrideOfNilRemovesAVariableForTheTaskAlone() async {
        let seen = await ProcessEnvironment.with(["HOME": nil, "BORDERLOG_TODAY": "2024-02-29"]) {
            (ProcessEnvironment.current["HOME"], LocalDay.today())
        }
        #expect(seen.0 == nil && seen.1 == LocalDay("2024-02-29"))
        #expect(ProcessEnvironment.current["HOME"] == ProcessInfo.processInfo.environment["HOME"])
    }

    @Test func usageErrorsAndHelpEndAsTheExecutableEnds() async throws {
        for arguments in [["report", "schengen", "--on", "2024-02-30"], ["stays", "add", "UK", "2024-01-01"], ["purge"]] {
            let inProcess = await borderlog(["--store", store] + arguments)
            let executable = try run("borderlog", ["--store", store] + arguments)
            #expect(inProcess.status == 64 && executable.status == 64)
            // The usage that follows is wrapped to the terminal's width, which may differ: the message line is compared.
            #expect(inProcess.stderr.split(separator: "\n").first == executable.stderr.split(separator: "\n").first, "\(arguments)")
            #expect(inProcess.stdout.isEmpty && executable.stdout.isEmpty)
        }
        let help = await borderlog(["report", "schengen", "--help"])
        #expect(help.status == 0 && help.stdout.contains("USAGE: borderlog report schengen") && help.stderr.isEmpty)
        let failed = await borderlog(["--store", store, "report", "schengen"])
        #expect(failed.status == 1 && failed.stderr.contains("borderlog infer") && failed.stdout.isEmpty)
    }
}
