import BorderLogModel
import BorderLogStore
import BorderLogTestSupport
import Testing

struct PlanStoreTests {
    @Test func plansAreSavedListedByEntryAndRemoved() throws {
        let store = try Store()
        let summer = try #require(Plan(country: country("PT"), entry: day("2025-07-01"), exit: day("2025-07-21"), name: "summer"))
        let spring = try #require(Plan(country: country("ES"), entry: day("2025-04-01"), exit: day("2025-04-03")))
        let saved = try store.addPlan(summer)
        _ = try store.addPlan(spring)
        #expect(saved.id != nil)
        #expect(try store.plans().map(\.country) == [country("ES"), country("PT")])
        #expect(try store.plans().last == saved)
        #expect(try store.removePlans(ids: [saved.id!, 99]) == [99])
        #expect(try store.plans().map(\.country) == [country("ES")])
    }

    @Test func plansAreNotEvidence() throws {
        let store = try Store()
        let before = try store.evidenceRevision()
        _ = try store.addPlan(try #require(Plan(country: country("PT"), entry: day("2025-07-01"), exit: day("2025-07-21"))))
        #expect(try store.evidenceRevision() == before)
        #expect(try store.ledgerInputs().stays.isEmpty)
    }

    @Test func aPlanEndsOnOrAfterItsEntry() {
        #expect(Plan(country: country("PT"), entry: day("2025-07-02"), exit: day("2025-07-01")) == nil)
    }
}
