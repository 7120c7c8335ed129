import BorderLogModel
@testable import BorderLogPhotos
import BorderLogTestSupport
import Foundation
import Testing

/// XMP packets as editors write them, and photos whose only date is in one.
@Suite struct XMPTests {
    let folder = TemporaryDirectory()

    static func packet(_ description: String, body: String = "") -> String {
        """
        <?xpacket begin="\u{FEFF}" id="W5M0MpCehiHzreSzNTczkc9d"?>
        <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
        <rdf:Description rdf:about="" \(description)>\(body)</rdf:Description>
        </rdf:RDF></x:xmpmeta>
        \(String(repeating: " ", count: 200))
        <?xpacket end="w"?>
        """
    }

    static let exifNS = #"xmlns:exif="http://ns.adobe.com/exif/1.0/""#

    @Test func attributesGiveTheOriginalDateItsOffsetAndThePosition() throws {
        let text = Self.packet(#"\#(Self.exifNS) exif:DateTimeOriginal="2024-05-01T10:15:30.25+02:00" exif:GPSLatitude="48,51.5N" exif:GPSLongitude="2,17,40.5E""#)
        let packet = try #require(XMPPacket.parse(Array(text.utf8)))
        #expect(packet.dateTime == "2024-05-01T10:15:30" && packet.offset == "+02:00")
        #expect(abs(packet.latitude! - (48 + 51.5 / 60)) < 1e-12)
        #expect(abs(packet.longitude! - (2 + 17.0 / 60 + 40.5 / 3600)) < 1e-12)
    }

    /// Without `exif:DateTimeOriginal`, the capture (`xmp:CreateDate`) comes before the content's date
    /// (`photoshop:DateCreated`, which for a reproduction is the artwork's).
    @Test func elementsAndAnyPrefixWorkAndCreateDateComesBeforeDateCreated() throws {
        let body = """
            <ps:DateCreated>2023-12-30T23:59</ps:DateCreated>
            <e:GPSLatitude>33,52.1S</e:GPSLatitude><e:GPSLongitude>151,12.5E</e:GPSLongitude>
            """
        let namespaces = #"xmlns:ps="http://ns.adobe.com/photoshop/1.0/" xmlns:e="http://ns.adobe.com/exif/1.0/" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:CreateDate="2020-01-01T00:00:00Z""#
        let packet = try #require(XMPPacket.parse(Array(Self.packet(namespaces, body: body).utf8)))
        #expect(packet.dateTime == "2020-01-01T00:00:00" && packet.offset == "Z")
        #expect(packet.latitude! < -33.8 && packet.longitude! > 151.2)
        let dateCreatedOnly = try #require(XMPPacket.parse(Array(Self.packet(#"xmlns:ps="http://ns.adobe.com/photoshop/1.0/""#, body: body).utf8)))
        #expect(dateCreatedOnly.dateTime == "2023-12-30T23:59:00" && dateCreatedOnly.offset == nil)
    }

    @Test func foreignNamespacesDatesWithoutATimeAndBrokenPositionsAreIgnored() throws {
        let namespaces = #"xmlns:ext="http://iptc.org/std/Iptc4xmpExt/2008-02-29/" ext:DateCreated="2024-05-01T10:00:00" \#(Self.exifNS) exif:DateTimeOriginal="2024-05-01" exif:GPSLatitude="48.85" exif:GPSLongitude="2,17E""#
        let packet = try #require(XMPPacket.parse(Array(Self.packet(namespaces).utf8)))
        #expect(packet == XMPPacket())
    }

    @Test func malformedOrDoctypedPacketsAreNotRead() {
        #expect(XMPPacket.parse(Array("<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"><unclosed>".utf8)) == nil)
        #expect(XMPPacket.parse([]) == nil)
        let doctype = #"<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "2024-05-01T10:00:00">]><x:xmpmeta xmlns:x="adobe:ns:meta/"/>"#
        #expect(XMPPacket.parse(Array(doctype.utf8)) == nil)
    }

    @Test func deeplyNestedPacketsAreNotRead() {
        // libxml2's tree parse stops at 256 levels; a packet 100,000 deep still fits in `XMLTree.maximumBytes`.
        for depth in [300, 100_000] {
            let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
            #expect(XMPPacket.parse(Array(text.utf8)) == nil)
        }
        let shallow = String(repeating: "<a>", count: 200) + String(repeating: "</a>", count: 200)
        #expect(XMPPacket.parse(Array(shallow.utf8)) == XMPPacket())
    }

    @Test func entitiesThatExpandExponentiallyAreNotExpanded() {
        let levels = (1...9).map { level in
            "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        let text = #"<?xml version="1.0"?><!DOCTYPE x [<!ENTITY lol0 "2024-05-01T10:00:00">"# + levels.joined() + "]>"
            + #"<x:xmpmeta xmlns:x="adobe:ns:meta/" a="&lol9;">&lol9;</x:xmpmeta>"#
        #expect(XMPPacket.parse(Array(text.utf8)) == nil)
    }

    @Test func aJPEGDatedOnlyByItsXMPIsImported() throws {
        let text = Self.packet(#"\#(Self.exifNS) exif:DateTimeOriginal="2024-05-01T10:15:30+02:00" exif:GPSLatitude="38,42.834N" exif:GPSLongitude="9,8.364W""#)
        let bytes = LegacyPhotoFixtures.jpeg(marker: 0xE1, JPEGSegments.xmpSignature + Array(text.utf8))
        let signal = try #require(PhotoFixtures.signal(PhotoFixtures.write(bytes, "export.jpg", in: folder)))
        #expect(signal.local?.description == "2024-05-01T10:15:30" && signal.day == day("2024-05-01"))
        #expect(signal.utc == Date(timeIntervalSince1970: 1_714_551_330))
        #expect(signal.detail.storedDetail["dateSource"] == "xmp")
        #expect(abs(signal.coordinate!.latitude - 38.7139) < 1e-6 && abs(signal.coordinate!.longitude - -9.1394) < 1e-6)
    }

    @Test func anEXIFDateWinsOverTheXMPOne() throws {
        let exif = PhotoFixtures.jpeg(PhotoFixtures.lisbon)
        let text = Self.packet(#"\#(Self.exifNS) exif:DateTimeOriginal="2001-01-01T00:00:00""#)
        let xmpSegment = JPEGSegments.xmpSignature + Array(text.utf8)
        let length = xmpSegment.count + 2
        // The XMP APP1 right after SOI, before the EXIF one.
        let bytes = [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + xmpSegment + exif.dropFirst(2)
        let signal = try #require(PhotoFixtures.signal(PhotoFixtures.write(bytes, "both.jpg", in: folder)))
        #expect(signal.local?.description == "2025-12-24T19:30:05" && signal.detail.storedDetail["dateSource"] == "original")
    }

    @Test func aWebPWithOnlyAnXMPChunkIsImported() throws {
        func chunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
            let n = payload.count
            return Array(type.utf8) + [UInt8(n & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n >> 16 & 0xFF), UInt8(n >> 24 & 0xFF)] + payload
                + (n % 2 == 1 ? [0] : [])
        }
        let text = Self.packet(#"\#(Self.exifNS) exif:DateTimeOriginal="2021-03-04T05:06:07-05:00""#)
        let chunks = chunk("VP8X", [0x08] + [UInt8](repeating: 0, count: 9)) + chunk("XMP ", Array(text.utf8) + [0x20])
        let n = 4 + chunks.count
        let bytes = Array("RIFF".utf8) + [UInt8(n & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n >> 16 & 0xFF), UInt8(n >> 24 & 0xFF)]
            + Array("WEBP".utf8) + chunks
        let signal = try #require(PhotoFixtures.signal(PhotoFixtures.write(bytes, "edited.webp", in: folder)))
        #expect(signal.local?.description == "2021-03-04T05:06:07" && signal.utc == Date(timeIntervalSince1970: 1_614_852_367))
    }

    @Test func aPNGWithAnXMPTextChunkIsImported() throws {
        func chunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
            let n = payload.count
            return [UInt8(n >> 24 & 0xFF), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)] + Array(type.utf8) + payload + [0, 0, 0, 0]
        }
        let text = Self.packet(#"xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" photoshop:DateCreated="2022-08-14T08:30:00""#)
        let itxt = PNGChunks.xmpKeyword + [0, 0] + Array("\0\0".utf8) + Array(text.utf8)
        let header: [UInt8] = [0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("iTXt", itxt)
            + chunk("IDAT", [0x78, 0x01]) + chunk("IEND", [])
        let signal = try #require(PhotoFixtures.signal(PhotoFixtures.write(bytes, "screen.png", in: folder)))
        #expect(signal.local?.description == "2022-08-14T08:30:00" && signal.coordinate == nil)

        // Compressed XMP text is not inflated: the file has no usable date then.
        var compressed = itxt
        compressed[PNGChunks.xmpKeyword.count] = 1
        let other = Array(bytes.prefix(33)) + chunk("iTXt", compressed) + chunk("IEND", [])
        let error = try #require(PhotoFixtures.rejection(PhotoFixtures.write(other, "compressed.png", in: folder)))
        #expect(error == .noMetadata(.png))
    }
}
