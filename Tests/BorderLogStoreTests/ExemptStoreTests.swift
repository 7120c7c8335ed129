import BorderLogModel
import BorderLogStore
import BorderLogTestSupport
import Testing

/// Exempt reasons, repeated override countries and permit stays survive the store, and so do the ledger days that
/// carry them.
struct ExemptStoreTests {
    @Test func overrideKeepsRepeatedCountriesAndExemptReasons() throws {
        let store = try Store()
        let override = DayOverride(date: day("2024-07-05"), countries: [country("NZ"), country("AU"), country("NZ")], note: "Sydney", exempt: [.transit, .medical])
        try store.setOverride(override)
        #expect(try store.overrides() == [override])
        #expect(try store.overrides().first?.exempt == [.medical, .transit])
    }

    @Test func permitStaysAreStoredAndReadBack() throws {
        let store = try Store()
        let permit = Stay(country: country("FR"), entry: day("2024-01-01"), exit: day("2024-06-30"), permit: true)
        _ = try store.addStay(permit)
        _ = try store.addStay(stay("ES", "2024-06-30", "2024-07-10"))
        #expect(try store.stays().map(\.stay) == [permit, stay("ES", "2024-06-30", "2024-07-10")])
        #expect(try store.ledgerInputs().stays.first?.permit == true)
    }

    @Test func snapshotDaysKeepTheirExemptReasons() throws {
        let store = try Store()
        let built = try ledger(
            [Stay(country: country("FR"), entry: day("2024-01-01"), exit: day("2024-01-05"), permit: true)],
            overrides: [DayOverride(date: day("2024-01-03"), countries: [country("FR")], exempt: [.medical])], to: "2024-01-05")
        let (snapshot, _) = try store.saveSnapshot(built, fingerprint: "f", evidenceRevision: 0)
        let read = try store.ledger(snapshotId: try #require(snapshot.id))
        #expect(read == built)
        #expect(read.days[2].exempt == [.medical, .permit])
    }
}
