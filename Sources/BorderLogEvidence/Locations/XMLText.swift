/// The text of one element, collected as bytes up to `limit` so a hostile file cannot grow it
/// without bound. Text beyond the limit is dropped and the whole text counts as unreadable.
struct XMLText {
    static let limit = 64 * 1024

    private(set) var bytes: [UInt8] = []
    private(set) var isTruncated = false

    mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        isTruncated = false
    }

    mutating func append(_ piece: UnsafeRawBufferPointer) {
        let room = Self.limit - bytes.count
        if piece.count > room { isTruncated = true }
        bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: piece.prefix(room)))
    }

    /// Whether anything but blanks and control characters was written.
    var hasVisibleText: Bool { isTruncated || bytes.contains { $0 > 0x20 } }

    /// The instant written (ISO 8601 or an epoch), nil when there is none or the text was cut.
    var timestamp: LocationTimestamp.Parsed? {
        isTruncated ? nil : bytes.withUnsafeBytes { LocationTimestamp.parse($0) }
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
