/// The text of one element, collected as bytes up to `limit` so a hostile file cannot grow it
/// without bound. Text beyond the limit is dropped and the whole text counts as unreadable.
public struct XMLText {
    public static let limit = 64 * 1024

    public private(set) var bytes: [UInt8] = []
    public private(set) var isTruncated = false

    public init() {}

    public mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        isTruncated = false
    }

    public mutating func append(_ piece: UnsafeRawBufferPointer) {
        let room = Self.limit - bytes.count
        if piece.count > room { isTruncated = true }
        bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: piece.prefix(room)))
    }

    /// Whether anything but blanks and control characters was written.
    public var hasVisibleText: Bool { isTruncated || bytes.contains { $0 > 0x20 } }

    public var string: String { String(decoding: bytes, as: UTF8.self) }
}
