import Foundation

/// Data goes to stdout, messages for people to stderr.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    static func err(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// Pretty, key-sorted JSON, the shape every `--format json` prints.
    static func json(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        out(String(decoding: try encoder.encode(value), as: UTF8.self))
    }
}
