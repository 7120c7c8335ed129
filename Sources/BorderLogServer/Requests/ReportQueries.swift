import BorderLogModel
import Hummingbird

/// `?on=&with_plans=` of the status reports (`/api/calculations/schengen/`, `/api/rules/`, `/api/eligibility/{rule}/`).
struct StatusQuery {
    /// The day asked about; nil for today.
    let on: LocalDay?
    /// `with_plans=true`: count saved plans as if they happened (any other value is false).
    let withPlans: Bool

    init(_ query: Parameters) throws {
        on = try query.value("on")
        withPlans = query.get("with_plans") == "true"
    }
}

/// `?from=&to=` of the ledger and the trips: either end left out is open.
struct DayRangeQuery {
    let from: LocalDay?
    let to: LocalDay?

    init(_ query: Parameters) throws {
        from = try query.value("from")
        to = try query.value("to")
    }

    /// The answer's key in the read model's cache.
    var key: String { "from=\(from?.description ?? "")&to=\(to?.description ?? "")" }
}
