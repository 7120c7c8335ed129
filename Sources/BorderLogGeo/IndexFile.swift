/// The container of a geo index: a header and tagged sections.
///
/// Layout (little endian): `BLGEOIDX`, UInt32 format version, UInt32 section count, then per
/// section a 4-byte tag, 4 bytes padding, UInt64 offset and UInt64 length. Sections start on
/// 16-byte boundaries. Written by tools/geodata/build_index.py.
struct IndexFile {
    static let magic: [UInt8] = Array("BLGEOIDX".utf8)
    static let formatVersion: UInt32 = 1

    let file: MappedFile
    let sections: [String: UnsafeRawBufferPointer]

    init(path: String) throws(GeoError) {
        file = try MappedFile(path: path)
        let bytes = file.bytes
        guard bytes.count >= 16, Array(bytes[0..<8]) == IndexFile.magic else {
            throw .indexInvalid(path: path, reason: "not a BorderLog geo index")
        }
        let version = bytes.loadUnaligned(fromByteOffset: 8, as: UInt32.self).littleEndian
        guard version == IndexFile.formatVersion else {
            throw .indexInvalid(path: path, reason: "format \(version), this program reads format \(IndexFile.formatVersion)")
        }
        let count = Int(bytes.loadUnaligned(fromByteOffset: 12, as: UInt32.self).littleEndian)
        guard count < 64, bytes.count >= 16 + 24 * count else {
            throw .indexInvalid(path: path, reason: "truncated header")
        }
        var sections: [String: UnsafeRawBufferPointer] = [:]
        for index in 0..<count {
            let entry = 16 + 24 * index
            let tag = String(decoding: bytes[entry..<(entry + 4)], as: UTF8.self)
            let offset = bytes.loadUnaligned(fromByteOffset: entry + 8, as: UInt64.self).littleEndian
            let length = bytes.loadUnaligned(fromByteOffset: entry + 16, as: UInt64.self).littleEndian
            guard offset % 16 == 0, offset <= UInt64(bytes.count), length <= UInt64(bytes.count) - offset else {
                throw .indexInvalid(path: path, reason: "section \(tag) lies outside the file")
            }
            sections[tag] = UnsafeRawBufferPointer(rebasing: bytes[Int(offset)..<Int(offset + length)])
        }
        self.sections = sections
    }

    /// A section an older index may lack.
    func optionalSection(_ tag: String) -> UnsafeRawBufferPointer? {
        sections[tag]
    }

    func section(_ tag: String, path: String) throws(GeoError) -> UnsafeRawBufferPointer {
        guard let section = sections[tag] else { throw .indexInvalid(path: path, reason: "section \(tag) is missing") }
        return section
    }
}
