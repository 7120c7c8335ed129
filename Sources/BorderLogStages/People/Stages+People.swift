import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogStore
import Dispatch
import Foundation
import Logging
import Synchronization

extension Stages {
    /// `report people`: each person's Schengen numbers, rules turned on, eligibility and pending alerts on `day`, their
    /// stores read in parallel (each on its own connection, read only what a report reads). A person whose store cannot
    /// answer has a row saying why; one person's trouble never stops the others.
    public static func peopleReport(_ people: [Person], on day: LocalDay, context: StageContext) throws -> PeopleReport {
        let bundled = try RuleBook.bundled()
        let rows = Mutex([PeopleReport.Row?](repeating: nil, count: people.count))
        DispatchQueue.concurrentPerform(iterations: people.count) { index in
            let row = personRow(people[index], on: day, bundled: bundled, logger: context.logger)
            rows.withLock { $0[index] = row }
        }
        return PeopleReport(on: day, people: rows.withLock { $0.compactMap { $0 } })
    }

    /// One person's row: their store, their rules over the bundled book, their profile.
    static func personRow(_ person: Person, on day: LocalDay, bundled: RuleBook, logger: Logger) -> PeopleReport.Row {
        guard FileManager.default.fileExists(atPath: person.storePath) else {
            return .unanswered(person.name, problem: "no store yet (\(person.storePath))")
        }
        do {
            let rules = try RuleBook.current(file: person.rulesFile, named: person.rulesFileNamed, bundled: bundled)
            let profile = try Profile.load(from: person.profileFile)
            let store = try Store(path: person.storePath, logger: logger)
            let view: LedgerView
            do {
                view = try LedgerView(store: store, rules: rules, profile: profile)
            } catch StoreError.noSnapshot {
                return .unanswered(person.name, problem: "no ledger yet: run `borderlog --person \(person.name) infer`")
            }
            let schengen = try? view.schengen(zone: .schengen, on: day)
            return PeopleReport.Row(
                person: person.name,
                schengen: PeopleReport.Schengen(used: schengen?.used, remaining: schengen?.remaining),
                rules: view.ruleStatuses(on: day).map { PeopleReport.RuleRow(rule: $0.rule, level: $0.level, days: $0.days, remaining: $0.remaining) },
                eligibility: view.eligibilityAnswers(on: day).map {
                    PeopleReport.EligibilityRow(rule: $0.rule, eligible: $0.report.eligible, earliestEligible: $0.report.earliestEligible)
                },
                alerts: try PendingAlerts.count(in: store))
        } catch {
            return .unanswered(person.name, problem: "\(error)")
        }
    }
}
