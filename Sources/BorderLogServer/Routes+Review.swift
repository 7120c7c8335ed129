import BorderLogModel
import BorderLogStages
import BorderLogStore
import Hummingbird

/// The review (docs/review.md): `GET /api/review/`, `POST /api/review/assign/` and `POST /api/review/confirm/`.
extension ServerRoutes {
    /// `{from, to, country, note}`, and for a split `until` and `then` (`country` from `from` through `until`, `then`
    /// after it through `to`): every field as text, checked here so that each mistake names its field.
    struct ReviewAssignBody: Decodable {
        var from: String?
        var to: String?
        var country: String?
        var note: String?
        var until: String?
        var then: String?

        /// The one assignment, or a split's two (`ReviewAssignment.split` decides the days of each).
        func assignments() throws -> [ReviewAssignment] {
            let (first, last) = try ServerRoutes.reviewRange(from: from, to: to)
            guard let text = country else { throw APIError.invalid("country", "country is required (ISO 3166-1 alpha-2, e.g. FR)") }
            let whole = ReviewAssignment(from: first, to: last, country: try Self.code(text, field: "country"), note: note.flatMap { $0.isEmpty ? nil : $0 })
            switch (until, then) {
            case (nil, nil):
                return [whole]
            case (nil, _?):
                throw APIError.invalid("until", "until is required with then: the last day of country, YYYY-MM-DD")
            case (_?, nil):
                throw APIError.invalid("then", "then is required with until: the country of the days after until (ISO 3166-1 alpha-2)")
            case (let untilText?, let thenText?):
                guard let day = LocalDay(untilText) else { throw APIError.invalid("until", "'\(untilText)' is not a date (expected YYYY-MM-DD)") }
                let second = try Self.code(thenText, field: "then")
                do {
                    return try whole.split(until: day, then: second)
                } catch {
                    throw APIError.invalid("until", error.description)
                }
            }
        }

        private static func code(_ text: String, field: String) throws -> CountryCode {
            guard let code = CountryCode(text) else {
                let hint = CountryCode.suggestion(for: text).map { " (\($0))" } ?? ""
                throw APIError.invalid(field, "unknown country code '\(text)'\(hint)")
            }
            return code
        }
    }

    /// `{from, to}`; `to` may be left out for one day.
    struct ReviewConfirmBody: Decodable {
        var from: String?
        var to: String?
    }

    func addReview(to api: RouterGroup<BasicRequestContext>) {
        api.get("review") { request, _ in
            try await gateway.answer(request) { model, _ in try StoreGateway.view(model).reviewList().runs }
        }
        api.post("review/assign") { request, _ in
            let assignments = try await request.json(ReviewAssignBody.self, limit: configuration.maximumBodyBytes).assignments()
            let recompute = InferOptions(rules: try gateway.rules()), context = stageContext
            // The stage recomputes the ledger itself, before checking the ranges and after the write; a split's two
            // stays are written in one transaction.
            let listed = try await gateway.write(.reviewAssign, recompute: false) { store in
                let outcome = try Self.reviewRefusals { try Stages.assignReview(assignments, recompute: recompute, in: store, context: context) }
                let paths = try store.sourcePaths()
                return outcome.stays.map { ListedStay($0, sourcePaths: paths) }
            }
            // One assignment answers its stay, as always; a split the list of its two.
            return try listed.count == 1 ? Response.json(listed[0], status: .created) : Response.json(listed, status: .created)
        }
        api.post("review/confirm") { request, _ in
            let body = try await request.json(ReviewConfirmBody.self, limit: configuration.maximumBodyBytes)
            let (from, to) = try Self.reviewRange(from: body.from, to: body.to)
            let recompute = InferOptions(rules: try gateway.rules()), context = stageContext
            let confirmations = try await gateway.write(.reviewConfirm, recompute: false) { store in
                try Self.reviewRefusals { try Stages.confirmReview(from: from, to: to, recompute: recompute, in: store, context: context) }.confirmations
            }
            return try Response.json(confirmations)
        }
    }

    private var stageContext: StageContext { StageContext(logger: gateway.logger, observer: CollectingObserver()) }

    /// `from` and `to` (default: `from`) as days, `to` not before `from`; 422 naming the field otherwise.
    static func reviewRange(from: String?, to: String?) throws -> (LocalDay, LocalDay) {
        guard let from else { throw APIError.invalid("from", "from is required (YYYY-MM-DD)") }
        guard let first = LocalDay(from) else { throw APIError.invalid("from", "'\(from)' is not a date (expected YYYY-MM-DD)") }
        guard let to, !to.isEmpty else { return (first, first) }
        guard let last = LocalDay(to) else { throw APIError.invalid("to", "'\(to)' is not a date (expected YYYY-MM-DD)") }
        guard first <= last else { throw APIError.invalid("to", ReviewError.backwards(from: first, to: last).description) }
        return (first, last)
    }

    /// A refused review write: days outside the ledger 422 (`from`), days fixed by an override 409 (`from`), no ledger 404.
    static func reviewRefusals<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as ReviewError {
            switch error {
            case .backwards: throw APIError.invalid("to", error.description)
            case .outsideLedger: throw APIError.invalid("from", error.description)
            case .overridden: throw APIError(.conflict, error.description, field: "from")
            case .noLedger: throw APIError(.notFound, error.description)
            case .splitOutside: throw APIError.invalid("until", error.description)
            }
        }
    }
}
