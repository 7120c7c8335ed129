/// Finds any of a few lower-case words in short texts (subjects, file names) by their UTF-8 bytes: every message of
/// a mailbox is asked, and Foundation's locale-aware `contains` cost more than reading the message.
struct SubjectWords: Sendable {
    private let words: [[UInt8]]

    init(_ words: [String]) {
        self.words = words.map { Array($0.utf8) }
    }

    /// Whether `text`, lower-cased, holds one of the words.
    func occur(in text: String) -> Bool {
        let folded = Array(text.lowercased().utf8)
        return words.contains { word in Self.contains(folded, word) }
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= haystack.count else { return false }
        var start = 0
        while start + needle.count <= haystack.count {
            if haystack[start] == first, haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
            start += 1
        }
        return false
    }
}
