import BorderLogModel
import BorderLogStages

/// The line a report prints on stderr when it counts saved plans.
enum PlanNote {
    /// For a report on `day` (plans starting later do not count yet), or for a forecast (`day` nil: all count).
    static func counting(_ plans: [Plan], on day: LocalDay? = nil) -> String {
        guard !plans.isEmpty else { return "plans: none saved; nothing added (see `borderlog plan add`)" }
        let later = day.map { day in plans.filter { $0.entry > day }.count } ?? 0
        let note = later > 0 ? "; \(later) start after \(day!) and count only from their first day on" : ""
        return "plans: counting \(plans.count) saved plan\(plans.count == 1 ? "" : "s") as if they happened\(note)"
    }
}

extension GlobalOptions {
    /// The latest ledger for a report that may count saved plans; when it does, the line saying how comes first.
    func ledgerView(countingPlans: Bool, on day: LocalDay? = nil) throws -> LedgerView {
        let view = try ledgerView()
        if countingPlans { Console.err(PlanNote.counting(view.plans, on: day)) }
        return view
    }
}
