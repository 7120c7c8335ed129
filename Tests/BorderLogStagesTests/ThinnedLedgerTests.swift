import BorderLogInference
import BorderLogLocations
import BorderLogModel
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

/// Thinning keeps what the ledger reads: on generated trips the ledger from the thinned import is the one from every
/// point, day by day, while the store keeps a fraction of the points.
@Suite struct ThinnedLedgerTests {
    let folder = TemporaryDirectory()

    /// What a ledger day decides; the evidence counts shown are the one thing thinning changes.
    struct Decision: Equatable, CustomStringConvertible {
        var date: LocalDay
        var country: CountryCode?
        var countries: [CountryCode]
        var confidence: Double
        var flags: [LedgerDay.Flag]
        var zones: [ZoneID]
        /// Per kind of evidence (location, airborne, outlier, transit), the countries named.
        var named: [EvidenceSource: Set<PresenceArea>]

        init(_ day: LedgerDay) {
            date = day.date
            country = day.country
            countries = day.countries
            confidence = day.confidence
            flags = day.flags
            zones = day.zones
            named = day.evidence.mapValues { Set($0.keys) }
        }

        var description: String {
            "\(date) \(countries.map(\.rawValue)) \(confidence) \(flags.map(\.rawValue)) \(named.sorted { $0.key < $1.key }.map { "\($0.key.rawValue):\($0.value.sorted())" })"
        }
    }

    @Test(arguments: [3, 5, 8, 13] as [UInt64])
    func theThinnedImportGivesTheLedgerOfEveryPoint(seed: UInt64) throws {
        let start = day("2024-03-01"), days = 60
        let trip = GeneratedTrip(seed: seed, start: Date(timeIntervalSince1970: Double(start.ordinal) * 86_400), days: days)
        let path = folder.write("Records-\(seed).json", trip.recordsJSON)
        let last = start.adding(days: days + 4)

        func ledger(_ thinning: LocationThinning) throws -> (ledger: Ledger, kept: Int) {
            let store = try Store()
            let (context, observer) = collectingContext()
            let summary = try Stages.importLocations(LocationImportOptions(paths: [path], thinning: thinning), into: store, context: context)
            #expect(observer.issues.isEmpty, "\(observer.issues)")
            let update = try Stages.infer(InferOptions(to: last, rules: try RuleBook.bundled(), today: last), in: store, context: context)
            return (try update.ledger ?? store.ledger(snapshotId: try #require(update.snapshot.id)), summary.files[0].kept)
        }
        let thinned = try ledger(LocationThinning())
        let every = try ledger(.keepEverything)

        #expect(every.kept == trip.fixes.count)
        #expect(thinned.kept * 3 < every.kept, "kept \(thinned.kept) of \(every.kept)")
        #expect(thinned.ledger.days.map(\.date) == every.ledger.days.map(\.date))
        for (thin, full) in zip(thinned.ledger.days, every.ledger.days) where Decision(thin) != Decision(full) {
            Issue.record("thinned \(Decision(thin))\n   every \(Decision(full))")
        }

        // The trip has what thinning could get wrong: border crossings, flights, wild fixes, border towns, gaps.
        let full = every.ledger.days
        #expect(Set(full.compactMap(\.country)).count >= 4)
        #expect(full.contains { $0.flags.contains(.travelDay) })
        #expect(full.contains { $0.flags.contains(.nearBorder) })
        #expect(full.contains { $0.flags.contains(.gapFilled) || $0.flags.contains(.unknown) })
        #expect(full.contains { $0.evidence[.airborne] != nil } || !trip.flew)
        #expect(full.contains { $0.evidence[.outlier] != nil })
    }
}
