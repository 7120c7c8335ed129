import BorderLogModel
import Testing
@testable import BorderLogStore

/// The store's fast row readers (`PointDecoder`, `StoredFlightClues`) read what the model writes: every `SignalKind`
/// by its stored text, and every `MotionDetail` as the store writes its detail. A kind or a motion key added to the
/// model without the reader following fails here.
struct FastRowReaderTests {
    private func kind(_ text: String) -> SignalKind? {
        Array(text.utf8).withUnsafeBufferPointer { PointDecoder.kind($0) }
    }

    @Test(arguments: SignalKind.allCases)
    func everyKindIsReadByItsStoredText(kind expected: SignalKind) {
        #expect(kind(expected.rawValue) == expected)
        #expect(kind(expected.rawValue + "s") == nil)
        #expect(kind(String(expected.rawValue.dropLast())) == nil)
        #expect(kind(expected.rawValue.uppercased()) == nil)
    }

    @Test(arguments: ["", "p", "lo", "logbooks", "calender", "photos ", "bookin"])
    func otherTextIsNoKind(text: String) {
        #expect(kind(text) == nil)
    }

    /// The detail the store writes for a location sample, as bytes.
    private func stored(_ motion: MotionDetail) -> [UInt8] {
        var text: [UInt8] = []
        _ = SignalDetail(motion: motion, other: ["format": "gpx", "element": "trkpt"]).appendStoredJSON(to: &text)
        return text
    }

    @Test func everyMotionKeyIsWrittenAndReadUnderOneName() throws {
        let motion = try #require(MotionDetail(altitude: 10_500, speedTenths: 2_404, trackSpeedTenths: 121))
        let text = String(decoding: stored(motion), as: UTF8.self)
        for key in MotionDetail.Key.allCases {
            #expect(text.contains("\"\(key.rawValue)\":"), "\(key) is not in \(text)")
            let bytes = Array(key.rawValue.utf8)
            #expect(bytes.withUnsafeBufferPointer { StoredFlightClues.motionKey($0, 0..<bytes.count) } == key)
        }
    }

    @Test(arguments: [nil, 0, -12, 45, 10_500], [nil, 0, 7, 2_404])
    func aStoredMotionReadsBackAsTheModelReadsIt(altitude: Int?, speedTenths: Int?) throws {
        for trackSpeedTenths in [nil, 3, 121] {
            guard let motion = MotionDetail(altitude: altitude, speedTenths: speedTenths, trackSpeedTenths: trackSpeedTenths) else {
                #expect(altitude == nil && speedTenths == nil && trackSpeedTenths == nil)
                continue
            }
            let clues = try #require(stored(motion).withUnsafeBufferPointer { StoredFlightClues.read($0) })
            #expect(clues.altitude == motion.altitude.map(Double.init))
            #expect(clues.speed == motion.speed)
        }
    }
}
