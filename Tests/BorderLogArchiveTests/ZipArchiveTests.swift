import BorderLogArchive
import BorderLogTestSupport
import Foundation
import Testing

/// Zip archives as real ones come, and as damaged or hostile ones do: every member either reads whole or fails
/// with a reason naming it, and reading never hangs.
@Suite(.timeLimit(.minutes(1))) struct ZipArchiveTests {
    let folder = TemporaryDirectory()

    private func readAll(_ stream: ZipMemberStream) throws -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = try buffer.withUnsafeMutableBytes { try stream.read(into: $0) }
            if count == 0 { return data }
            data.append(contentsOf: buffer[..<count])
        }
    }

    @Test(arguments: [ZipWriter.Compression.stored, .deflated])
    func membersReadBackAsWritten(_ compression: ZipWriter.Compression) throws {
        let text = Data(String(repeating: "<Placemark>Lisboa ✈︎</Placemark>\n", count: 5_000).utf8)
        let path = folder.path("a.zip")
        try ZipWriter.write([("doc.kml", text), ("files/ícone.png", Data([0x89, 0x50])), ("__MACOSX/._doc.kml", Data())], to: path, compression: compression)

        let archive = try ZipArchive(path: path)
        #expect(archive.members.map(\.path) == ["doc.kml", "files/ícone.png", "__MACOSX/._doc.kml"])
        #expect(archive.members.map(\.isContent) == [true, true, false])
        let member = try #require(archive.member(at: "doc.kml"))
        #expect(member.size == Int64(text.count))
        #expect(try readAll(archive.stream(member)) == text)
        #expect(try archive.contents(of: member, maximumBytes: 1 << 20) == text)
    }

    @Test func anArchiveCutShortIsNotReadAndSaysSo() throws {
        let path = folder.path("cut.zip")
        try ZipWriter.write([("Records.json", Data(repeating: 0x20, count: 10_000))], to: path)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        _ = folder.write("cut.zip", bytes: Array(bytes.prefix(bytes.count / 2)))
        #expect { try ZipArchive(path: path) } throws: { error in
            "\(error)".hasPrefix(path + ": ") && "\(error)".contains("zip")
        }
    }

    @Test func bytesThatAreNoZipAreNamedSo() {
        let path = folder.write("notes.kmz", "just some text, not an archive")
        #expect { try ZipArchive(path: path) } throws: { "\($0)" == "\(path): not a zip archive" }
        #expect { try ZipArchive(data: Data("PK but no".utf8), name: "pass", limits: .exports) } throws: { "\($0)".hasPrefix("pass: ") }
        // Found by the pkpass harness: an empty pass leaked the copy libzip was handed.
        #expect { try ZipArchive(data: Data(), name: "pass", limits: .exports) } throws: { "\($0)" == "pass: not a zip archive (no bytes)" }
    }

    /// A deflate stream whose last block never comes: it once kept a reader waiting for more bytes forever. The
    /// declared size and checksum decide: when the bytes so far are all there is, the member reads; when more were
    /// promised, it fails.
    @Test(arguments: [false, true])
    func aDeflateStreamThatEndsEarlyNeverHangs(promisesMore: Bool) throws {
        let content = Array("<kml><Placemark/></kml>".utf8)
        // One stored deflate block without the final-block bit, and nothing after it.
        let length = UInt16(content.count)
        let deflate = [0x00, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)] + content
        let declared = promisesMore ? content.count + 100 : content.count
        let path = folder.write("stall.kmz", bytes: HandMadeZip.single(name: "doc.kml", method: 8, data: deflate, size: declared, crc: HandMadeZip.crc32(content)))

        let archive = try ZipArchive(path: path)
        let member = try #require(archive.member(at: "doc.kml"))
        if promisesMore {
            #expect { try readAll(archive.stream(member)) } throws: { error in
                let error = try #require(error as? ArchiveError)
                return error.member == "doc.kml" && error.reason.hasPrefix("cannot inflate")
            }
        } else {
            #expect(try readAll(archive.stream(member)) == Data(content))
        }
    }

    @Test func aMemberWhoseBytesDoNotMatchItsChecksumFails() throws {
        let content = Array("{\"locations\": []}".utf8)
        let path = folder.write("bad.zip", bytes: HandMadeZip.single(name: "Records.json", method: 0, data: content, size: content.count, crc: 0xDEAD_BEEF))
        let archive = try ZipArchive(path: path)
        #expect { try readAll(archive.stream(archive.members[0])) } throws: { "\($0)".contains("CRC") }
    }

    @Test func aMemberInflatingPastItsLimitIsStoppedWhateverItDeclares() throws {
        let path = folder.path("bomb.zip")
        try ZipWriter.write([("bomb.json", Data(repeating: 0x20, count: 4 << 20))], to: path)
        let limits = ArchiveLimits(maximumMemberBytes: 1 << 30, maximumRatio: 50, ratioFloor: 1 << 20)
        let archive = try ZipArchive(path: path, limits: limits)
        let member = archive.members[0]
        #expect(archive.refusal(of: member)?.contains("50 times its compressed size") == true)
        #expect { try archive.stream(member) } throws: { ($0 as? ArchiveError)?.member == "bomb.json" }
    }

    @Test func aSmallMemberRefusesContentsBeyondWhatTheCallerAllows() throws {
        let data = try ZipWriter.data([("pass.json", Data(repeating: 0x7B, count: 3_000))])
        let archive = try ZipArchive(data: data, name: "pass", limits: .exports)
        #expect { try archive.contents(of: archive.members[0], maximumBytes: 1_000) } throws: { "\($0)".contains("1000") }
    }
}

/// A one-member zip written byte by byte, so a test can give it what no writer would: a deflate stream that never
/// ends, a wrong checksum.
enum HandMadeZip {
    static func single(name: String, method: UInt16, data: [UInt8], size: Int, crc: UInt32) -> [UInt8] {
        let nameBytes = Array(name.utf8)
        func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
        func le32(_ value: Int) -> [UInt8] { le16(value & 0xFFFF) + le16(value >> 16 & 0xFFFF) }
        let common = le16(20) + le16(0) + le16(Int(method)) + le16(0) + le16(0x21) + le32(Int(crc)) + le32(data.count) + le32(size)
        let local = [0x50, 0x4B, 0x03, 0x04] + common + le16(nameBytes.count) + le16(0) + nameBytes + data
        let central = [0x50, 0x4B, 0x01, 0x02] + le16(20) + common + le16(nameBytes.count) + le16(0) + le16(0) + le16(0) + le16(0)
            + le32(0) + le32(0) + nameBytes
        let end = [0x50, 0x4B, 0x05, 0x06] + le16(0) + le16(0) + le16(1) + le16(1) + le32(central.count) + le32(local.count) + le16(0)
        return local + central + end
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
