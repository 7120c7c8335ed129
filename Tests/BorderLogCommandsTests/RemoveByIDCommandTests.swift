import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

/// `stays remove`, `plan remove` and `crossings remove`, one `RemoveByIDCommand`: each removes what its ids name,
/// names in its own words the ids that named nothing and then ends with status 2, run in process.
@Suite struct RemoveByIDCommandTests {
    /// One of the three commands, with what it must say and show, written out.
    struct Removal: Sendable, CustomTestStringConvertible {
        let group: String
        /// stderr after `remove 41 42` on an empty store.
        let unknown: String
        /// The help's overview and the argument's line, whitespace collapsed.
        let overview: String
        let argument: String
        var testDescription: String { "\(group) remove" }
    }

    static let removals = [
        Removal(
            group: "stays", unknown: "stays: removed 0\nstays: no stay with id #41, #42; see `borderlog stays list`\n",
            overview: "OVERVIEW: Remove stays by the ids `stays list` shows.", argument: "<ids> Stay ids."),
        Removal(
            group: "plan", unknown: "plan: removed 0\nplan: no plan with id #41, #42; see `borderlog plan list`\n",
            overview: "OVERVIEW: Remove plans by the ids `plan list` shows.", argument: "<ids> Plan ids."),
        Removal(
            group: "crossings", unknown: "crossings: removed 0\ncrossings: no crossing with id #41, #42; see `borderlog crossings list`\n",
            overview: "OVERVIEW: Remove crossings by the ids `crossings list` shows.", argument: "<ids> Crossing ids."),
    ]

    let directory = TemporaryDirectory()
    var store: String { directory.path("store.sqlite") }

    private func borderlog(_ arguments: String...) async -> InProcessResult {
        await BorderLogCommandsTests.borderlog(["--store", store] + arguments, environment: ["BORDERLOG_TODAY": "2026-04-01"])
    }

    @Test(arguments: removals) func unknownIdsAreNamedAndEndWithStatus2(_ removal: Removal) async {
        let result = await borderlog(removal.group, "remove", "41", "42")
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == removal.unknown)
    }

    @Test(arguments: removals) func helpNamesTheGroupsRecords(_ removal: Removal) async {
        let help = await borderlog(removal.group, "remove", "--help")
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.status == 0)
        #expect(words.contains(removal.overview) && words.contains(removal.argument), "\(help.stdout)")
    }

    @Test func knownIdsAreRemovedBeforeTheUnknownOnesAreNamed() async throws {
        let crossings = directory.write("ees.csv", "date,direction,port,country,authority,note\n2026-01-10,entry,CDG,,ees,\n")
        #expect(await borderlog("stays", "add", "FR", "2026-01-01", "2026-01-05").status == 0)
        #expect(await borderlog("plan", "add", "PT", "2026-07-01", "2026-07-21").status == 0)
        #expect(await borderlog("crossings", "import", crossings).status == 0)
        let stays = await borderlog("stays", "remove", "1", "9")
        #expect(stays.status == 2 && stays.stderr == "stays: removed 1\nstays: no stay with id #9; see `borderlog stays list`\n")
        #expect(await borderlog("plan", "remove", "1").stderr == "plan: removed 1\n")
        #expect(await borderlog("crossings", "remove", "1").status == 0)
        let left = try Store(path: store)
        #expect(try left.stays().isEmpty && left.plans().isEmpty && left.crossings().isEmpty)
    }
}
