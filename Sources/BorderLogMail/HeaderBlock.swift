/// Tells the start of a message (a block of header fields) from other text, for sniffing an `.eml`.
enum HeaderBlock {
    /// Fields at least one of which every real message has; a header-like text without any is not mail.
    private static let mailFields: Set<String> = [
        "from", "to", "date", "subject", "message-id", "mime-version", "received", "return-path", "delivered-to",
        "content-type", "x-gm-thrid", "x-mozilla-status",
    ]

    /// Whether `text` starts with header fields (`Name: value`, folded lines indented), up to the blank line
    /// that ends them or the end of `text`, and one of them is a field mail has. `isWhole` is false when `text` is
    /// the head of a longer file: its last line may be cut, and is not judged.
    static func looksLikeHeaders(_ text: ArraySlice<UInt8>, isWhole: Bool) -> Bool {
        var fields = 0
        var known = false
        var lines = text.split(separator: 0x0A, omittingEmptySubsequences: false)
        if text.last == 0x0A || !isWhole { lines.removeLast() }
        for line in lines {
            let line = line.last == 0x0D ? line.dropLast() : line
            if line.isEmpty { break }
            if line.first == 0x20 || line.first == 0x09 {
                guard fields > 0 else { return false }
                continue
            }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                  line[..<colon].allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return false }
            fields += 1
            known = known || mailFields.contains(String(decoding: line[..<colon], as: UTF8.self).lowercased())
        }
        return known
    }
}
