import BorderLogModel
import Testing

struct StringConcatenatingTests {
    @Test(arguments: [
        ["logbook:", "LIS", "-", "EWR", ":", "2025-02-14"],
        ["Logbook (flighty) ", "", "TP209 ", "LIS", "→", "EWR"],
        ["", "", ""],
        ["São Paulo", "·", "Zürich", "🛫", "東京"],
    ])
    func concatenatingIsTheJoinedText(_ parts: [String]) {
        let made: String
        switch parts.count {
        case 3: made = String(concatenating: parts[0], parts[1], parts[2])
        case 5: made = String(concatenating: parts[0], parts[1], parts[2], parts[3], parts[4])
        default: made = String(concatenating: parts[0], parts[1], parts[2], parts[3], parts[4], parts[5])
        }
        #expect(made == parts.joined())
        #expect(made.utf8.count == parts.reduce(0) { $0 + $1.utf8.count })
    }
}
