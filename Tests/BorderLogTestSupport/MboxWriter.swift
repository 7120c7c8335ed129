/// mbox files for tests: each message after a `From ` line, body lines that would start a message quoted with `>`.
public enum MboxWriter {
    public enum Flavour: Sendable {
        /// Quotes `From ` lines only: `>From ` in a body is written as it is.
        case mboxo
        /// Quotes `From ` and `>From ` lines (any number of `>`), so reading can undo it exactly.
        case mboxrd
    }

    /// `messages` as one mbox: a `From ` line before each (`fromLine` of the 1-based index, by default
    /// `From sender@example.com Mon Jan  1 00:00:00 2027`), each message ended by a blank line. Line ends are
    /// kept as each message has them.
    public static func mbox(
        _ messages: [[UInt8]], flavour: Flavour = .mboxrd, fromLine: (Int) -> String = { _ in "From sender@example.com Mon Jan  1 00:00:00 2027" }
    ) -> [UInt8] {
        var out: [UInt8] = []
        for (offset, message) in messages.enumerated() {
            let newline: [UInt8] = message.firstIndex(of: 0x0A).map { $0 > 0 && message[$0 - 1] == 0x0D } == true ? [0x0D, 0x0A] : [0x0A]
            out += Array(fromLine(offset + 1).utf8) + newline
            out += quoted(message, flavour: flavour)
            if message.last != 0x0A { out += newline }
            out += newline
        }
        return out
    }

    /// `message` with every line that reads as a `From ` line (mboxo), or `>`s then `From ` (mboxrd), given one
    /// more `>`.
    public static func quoted(_ message: [UInt8], flavour: Flavour) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(message.count)
        var lineStart = true
        for (index, byte) in message.enumerated() {
            if lineStart {
                var position = index
                if flavour == .mboxrd { while position < message.count, message[position] == UInt8(ascii: ">") { position += 1 } }
                if message[position...].starts(with: Array("From ".utf8)) { out.append(UInt8(ascii: ">")) }
            }
            out.append(byte)
            lineStart = byte == 0x0A
        }
        return out
    }
}
