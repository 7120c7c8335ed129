import BorderLogModel
@testable import BorderLogPhotos
import BorderLogTestSupport
import Foundation
import Testing

/// Media files built to make a reader allocate or loop without bound (docs/development.md, "Hostile input"): each is
/// refused as corrupt, quickly. Inputs the fuzz harnesses (Fuzz/, FUZZING.md) or a review found.
@Suite struct HostileMediaTests {
    let folder = TemporaryDirectory()

    /// An ISO BMFF box: 32-bit size, type, payload.
    static func box(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        let size = 8 + payload.count
        return [UInt8(size >> 24 & 0xFF), UInt8(size >> 16 & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size & 0xFF)] + Array(type.utf8) + payload
    }

    static func u16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }

    @Test func anIlocOfZeroWidthExtentsIsRefused() {
        // Offset and length fields of zero bytes: each extent takes no room, so 100 items of 65,535 extents fit in
        // 600 bytes. A box of 20,000 such items asked for 1.3 billion extents (tens of GB).
        let infe = Self.box("infe", [2, 0, 0, 0] + Self.u16(1) + Self.u16(0) + Array("Exif".utf8) + [0])
        let iinf = Self.box("iinf", [0, 0, 0, 0] + Self.u16(1) + infe)
        let items = (0..<100).flatMap { Self.u16($0 + 2) + Self.u16(0) + Self.u16(65_535) }
        let iloc = Self.box("iloc", [0, 0, 0, 0] + [0x00, 0x00] + Self.u16(100) + items)
        let file = Self.box("ftyp", Array("heic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8))
            + Self.box("meta", [0, 0, 0, 0] + iinf + iloc)
        let path = PhotoFixtures.write(file, "bomb.heic", in: folder)
        #expect(PhotoFixtures.rejection(path) == .corrupt("'iloc' lists more than \(HEIFExifItem.maximumExtents) extents"))
    }
}
