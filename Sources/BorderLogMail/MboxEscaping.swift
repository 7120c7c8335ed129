/// The `>From ` quoting of mbox files. A writer puts `>` before a body line that would otherwise start a new
/// message: mboxrd writers before `From ` and `>From ` (any number of `>`), mboxo writers before `From ` only.
/// Reading takes one `>` off every line of `>`s followed by `From `, the mboxrd rule: it restores mboxrd exactly,
/// and mboxo except a line that was written as `>From ` to begin with, which mboxo cannot tell apart.
enum MboxEscaping {
    /// `bytes` (a part's raw content, before its transfer encoding is undone) with the quoting taken off.
    static func unescape(_ bytes: [UInt8]) -> [UInt8] {
        var quoted: [Int] = []
        bytes.withUnsafeBufferPointer { buffer in
            var lineStart = 0
            while lineStart < buffer.count {
                if buffer[lineStart] == UInt8(ascii: ">") {
                    var position = lineStart
                    while position < buffer.count, buffer[position] == UInt8(ascii: ">") { position += 1 }
                    if buffer.count - position >= 5, buffer[position..<position + 5].elementsEqual("From ".utf8) { quoted.append(lineStart) }
                }
                guard let newline = buffer[lineStart...].firstIndex(of: 0x0A) else { break }
                lineStart = newline + 1
            }
        }
        guard !quoted.isEmpty else { return bytes }
        var result = [UInt8]()
        result.reserveCapacity(bytes.count - quoted.count)
        var copied = 0
        for position in quoted {
            result.append(contentsOf: bytes[copied..<position])
            copied = position + 1
        }
        result.append(contentsOf: bytes[copied...])
        return result
    }
}
