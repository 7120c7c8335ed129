@testable import BorderLogLocations
import BorderLogModel
import BorderLogXML
import Testing

/// Numbers and coordinate tuples read from XML text bytes, checked against `Double(_:)`.
@Suite struct XMLNumberTests {
    @Test(arguments: ["51.5068508", "-0.1274491", "+7.25", "0", "-0", "1.", ".5", "007.50", "9007199254740992",
                      "0.0000000000000001", "12345678.01234567"])
    func plainDecimalsMatchDoubleParsing(_ text: String) {
        let value = Array(text.utf8).withUnsafeBytes(XMLDecimal.parse)
        #expect(value?.bitPattern == Double(text)?.bitPattern)
    }

    @Test(arguments: ["", "-", ".", "1e5", " 1", "1 ", "nan", "inf", "0x10", "1.2.3", "12345678901234567890",
                      "0.9007199254740993", "0.1234567890123456789012"])
    func otherTextsAreLeftToTheGeneralParser(_ text: String) {
        #expect(Array(text.utf8).withUnsafeBytes(XMLDecimal.parse) == nil)
    }

    @Test func randomDecimalsMatchDoubleParsing() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<10_000 {
            let fraction = String(Int.random(in: 0...99_999_999, using: &generator)).prefix(Int.random(in: 1...8, using: &generator))
            let text = "\(Int.random(in: -180...180, using: &generator)).\(fraction)"
            #expect(Array(text.utf8).withUnsafeBytes(XMLDecimal.parse) == Double(text), "\(text)")
        }
    }

    /// A tuple may span two pieces of text (`16,` then `17`).
    @Test func coordinateTuplesSplitOnBlanksButNotOnASpaceAfterAComma() {
        var scanner = KMLCoordinateScanner()
        var found: [String] = []
        let record = { (tuple: KMLCoordinateScanner.Tuple) in
            switch tuple {
            case .coordinate(let coordinate): found.append("\(coordinate.longitude),\(coordinate.latitude)")
            case .malformed(let text): found.append("bad \(text)")
            case .outOfRange(let outOfRange): found.append("range \(outOfRange.longitude),\(outOfRange.latitude)")
            }
        }
        for piece in ["1,2,3 4,", "5\n  7, 8  9,  10\t11,12,13,14 ,15 16,", "", "17\r200,1 1e1,2e1"] {
            Array(piece.utf8).withUnsafeBytes { scanner.scan($0, record) }
        }
        scanner.finish(record)
        #expect(found == ["1.0,2.0", "4.0,5.0", "7.0,8.0", "bad 9,", "bad 10", "11.0,12.0", "bad ,15", "16.0,17.0", "range 200.0,1.0",
                          "10.0,20.0"])
    }
}
