import BorderLogGeo
import Testing

@Suite("CSV lookup")
struct CSVLookupTests {
    @Test("resolves lines, echoes the input text and skips the header")
    func resolves() throws {
        let lookup = GeoCSVLookup(index: try TestIndex.load())
        let result = lookup.run(text: "lat,lon\n48.8584,2.2945\n0,-30,extra column\r\n47.697,8.691\n40.758,-73.9855\n40.75,-74.013\n")
        #expect(result.output == """
            lat,lon,country,timezone,region
            48.8584,2.2945,FR,Europe/Paris,
            0,-30,,Etc/GMT+2,
            47.697,8.691,DE,Europe/Busingen,
            40.758,-73.9855,US,America/New_York,US-NY
            40.75,-74.013,US,America/New_York,US-NY|US-NJ

            """)
        #expect(result.rejections.isEmpty)
        #expect(result.summary.resolved == 5)
        #expect(result.summary.unknown == 1)
    }

    @Test("bad lines are reported with their line numbers and skipped")
    func rejects() throws {
        let lookup = GeoCSVLookup(index: try TestIndex.load())
        let text = """
            lat,lon
            48.8584,2.2945
            abc,2.0
            NaN,1
            91.5,0
            45.0
            10,-181
            
            1e400,0
            50.85,4.35

            """
        let result = lookup.run(text: text)
        #expect(result.rejections.map(\.line) == [3, 4, 5, 6, 7, 9])
        #expect(result.rejections[0].reason.contains("'abc' is not a number"))
        #expect(result.rejections[1].reason.contains("not a finite number"))
        #expect(result.rejections[2].reason.contains("out of range"))
        #expect(result.rejections[3].reason.contains("one column"))
        #expect(result.rejections[4].reason.contains("longitude"))
        #expect(result.summary.resolved == 2)
        #expect(result.summary.rejected == 6)
        #expect(result.output.hasSuffix("50.85,4.35,BE,Europe/Brussels,\n"))
    }

    @Test("lines split across read blocks are joined")
    func smallBlocks() throws {
        let lookup = GeoCSVLookup(index: try TestIndex.load(), blockSize: 64)
        let lines = (0..<200).map { "\(Double($0) * 0.1 + 40.0),\(Double($0) * 0.05)" }
        let result = lookup.run(text: lines.joined(separator: "\n"))
        #expect(result.summary.resolved == 200)
        #expect(result.output.split(separator: "\n").count == 200)
        let echoed: [String] = result.output.split(separator: "\n").map { line in
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            return fields[0] + "," + fields[1]
        }
        #expect(echoed == lines)
    }

    @Test("a line longer than the buffer is rejected, the rest goes on")
    func longLine() throws {
        let lookup = GeoCSVLookup(index: try TestIndex.load(), blockSize: 64)
        let result = lookup.run(text: "1,1\n" + String(repeating: "9", count: 200) + "\n2,2\n")
        #expect(result.rejections.map(\.line) == [2])
        #expect(result.summary.resolved == 2)
    }
}
