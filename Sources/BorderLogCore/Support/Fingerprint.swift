/// A 64-bit FNV-1a digest for noticing change (ledger inputs, file identity), not for security.
public struct Fingerprint: Sendable {
    private(set) var state: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func combine(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            state ^= UInt64(byte)
            state = state &* 0x0000_0100_0000_01B3
        }
    }

    /// Adds a string and a separator, so ("ab","c") and ("a","bc") differ.
    public mutating func combine(_ text: String) {
        combine(text.utf8)
        combine(CollectionOfOne(0x1F))
    }

    /// Sixteen lower-case hex digits.
    public var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
