import GRDB
import Testing
@testable import BorderLogStore

/// `StoredFlightClues` reads what SQLite's JSON functions read from the details it accepts, and leaves the others to them.
struct StoredFlightCluesTests {
    /// SQLite's answer: what the bulk reader asked for before `StoredFlightClues` existed.
    private func sqlite(_ detail: String) throws -> (altitude: Double?, speed: Double?) {
        let row = try DatabaseQueue().read { db in
            try Row.fetchOne(db, sql: """
                SELECT CASE WHEN instr(?1, '"altitude"') > 0 AND json_valid(?1) THEN CAST(json_extract(?1, '$.altitude') AS REAL) END,
                       CASE WHEN instr(?1, 'peed"') > 0 AND json_valid(?1)
                            THEN CAST(coalesce(json_extract(?1, '$.speed'), json_extract(?1, '$.trackSpeed')) AS REAL) END
                """, arguments: [detail])
        }
        return (row?[0], row?[1])
    }

    private func read(_ detail: String) -> (altitude: Double?, speed: Double?)? {
        Array(detail.utf8).withUnsafeBufferPointer { StoredFlightClues.read($0) }
    }

    @Test(arguments: [
        "{}",
        #"{"format":"gpx","element":"trkpt"}"#,
        #"{"altitude":"45","element":"trkpt","format":"gpx","speed":"1.4"}"#,
        #"{"altitude":"10500","format":"records","source":"GPS","speed":"240.0","trackSpeed":"12.1"}"#,
        #"{"format":"records","trackSpeed":"0.3"}"#,
        #"{"altitude":"-12","trackSpeed":"1234567890.1"}"#,
        #"{"speed":"0.1","speed":"99"}"#,
        #"{"source":"altitude","xspeed":"3"}"#,
        #"{"activity":"IN_VEHICLE é","trackSpeed":"33.3"}"#,
    ])
    func readsWhatSQLiteReads(detail: String) throws {
        let clues = try #require(read(detail))
        let expected = try sqlite(detail)
        #expect(clues.altitude == expected.altitude && clues.speed == expected.speed)
    }

    /// Other shapes, and values other than whole numbers and tenths, are SQLite's to read.
    @Test(arguments: [
        "", "{", #"{"altitude":"45""#, #"{"altitude":"45"} "#, #"{ "altitude":"45"}"#, #"{"altitude":45}"#, #"{"altitude":"4.25"}"#,
        #"{"altitude":"1e3"}"#, #"{"altitude":"45m"}"#, #"{"speed":""}"#, #"{"speed":"."}"#, #"{"alti\u0074ude":"45"}"#,
        #"{"note":"a\"b","speed":"3"}"#, #"{"altitude":"45",}"#, #"{"a":{"speed":"3"}}"#, #"["speed"]"#,
    ])
    func leavesOtherDetailsToSQLite(detail: String) {
        #expect(read(detail) == nil)
    }
}
