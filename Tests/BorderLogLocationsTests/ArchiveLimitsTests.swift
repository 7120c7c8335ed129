import BorderLogArchive
@testable import BorderLogLocations
import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

/// Zip members past `ArchiveLimits` are refused with a reason; the archive's other members are still read.
@Suite struct ArchiveLimitsTests {
    let folder = TemporaryDirectory()

    static let records = #"{"locations": [{"latitudeE7": 515072220, "longitudeE7": -1275950, "timestamp": "2024-07-01T06:00:00Z"}]}"#

    @Test(arguments: [
        (Int64(1_000), Int64(900_000), nil),  // below the floor: small members may compress very well
        (Int64(100_000_000), Int64(2_000_000_000), nil),  // a 2 GB export at 20 times
        (Int64(5_000), Int64(2 << 20), "times its compressed size"),
        (Int64(4 << 30), Int64(9 << 30), "more than 8 GB"),
    ] as [(Int64, Int64, String?)])
    func limitsJudgeSizeAndRatio(_ compressed: Int64, _ inflated: Int64, _ reason: String?) {
        let refusal = ArchiveLimits.exports.refusal(compressed: compressed, inflated: inflated)
        if let reason {
            #expect(refusal?.contains(reason) == true)
        } else {
            #expect(refusal == nil)
        }
    }

    @Test func aMemberThatInflatesLikeABombIsStoppedAndTheOthersRead() throws {
        // 8 MiB of blanks inside a JSON array deflate about a thousandfold.
        let bomb = "[" + String(repeating: " ", count: 8 << 20) + "]"
        let path = try LocationFixtures.zip([("bomb.json", bomb), ("Records.json", Self.records)], name: "takeout.zip", in: folder)
        let read = LocationFixtures.read(path: path)
        #expect(read.error == nil)
        #expect(read.points.count == 1)
        let refusal = try #require(read.errors.first { $0.field == "bomb.json" })
        #expect(refusal.message.contains("more than \(ArchiveLimits.exports.maximumRatio) times its compressed size"))
    }

    @Test func aMemberDeclaringAnAbsurdSizeIsRefusedUnread() throws {
        let path = try LocationFixtures.zip([("Records.json", Self.records), ("big.json", Self.records)], name: "lie.zip", in: folder)
        // The central directory entry of big.json claims almost 4 GB inflated.
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let entry = try #require(Self.centralEntry(named: "big.json", in: bytes))
        bytes.replaceSubrange((entry + 24)..<(entry + 28), with: [0xF0, 0xFF, 0xFF, 0xFF])
        folder.write("lie.zip", bytes: bytes)

        let read = LocationFixtures.read(path: path)
        #expect(read.points.count == 1)
        let refusal = try #require(read.errors.first { $0.field == "big.json" })
        #expect(refusal.message.contains("times its compressed size"))
    }

    /// The offset of the central directory header (`PK\u{1}\u{2}`) whose file name is `name`.
    static func centralEntry(named name: String, in bytes: [UInt8]) -> Int? {
        let signature: [UInt8] = [0x50, 0x4B, 0x01, 0x02], wanted = Array(name.utf8)
        var offset = 0
        while offset + 46 <= bytes.count {
            if Array(bytes[offset..<offset + 4]) == signature {
                let nameLength = Int(bytes[offset + 28]) | Int(bytes[offset + 29]) << 8
                if offset + 46 + nameLength <= bytes.count, Array(bytes[(offset + 46)..<(offset + 46 + nameLength)]) == wanted { return offset }
            }
            offset += 1
        }
        return nil
    }
}
