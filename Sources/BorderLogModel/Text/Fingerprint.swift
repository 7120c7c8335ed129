/// A 64-bit FNV-1a digest for noticing change (ledger inputs, file identity), not for security.
///
/// Inlinable so that hashing a photo's metadata block in another module runs as a tight loop.
public struct Fingerprint: Sendable {
    @usableFromInline var state: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    @inlinable
    public mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        var state = self.state
        for byte in bytes {
            state ^= UInt64(byte)
            state = state &* 0x0000_0100_0000_01B3
        }
        self.state = state
    }

    @inlinable
    public mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { combine($0) }
    }

    /// Adds a string and a separator, so ("ab","c") and ("a","bc") differ.
    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
        combine([0x1F])
    }

    /// Sixteen lower-case hex digits.
    public var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
