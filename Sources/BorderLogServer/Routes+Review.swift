import BorderLogModel
import BorderLogStages
import BorderLogStore
import Hummingbird

/// The review (docs/review.md): `GET /api/review/`, `POST /api/review/assign/` and `POST /api/review/confirm/`.
extension ServerRoutes {
    func addReview(to api: RouterGroup<APIRequestContext>) {
        api.get("review") { request, context in
            try await gateway(context).answer(request) { model, _ in try StoreGateway.view(model).reviewList().runs }
        }
        api.post("review/assign") { request, context in
            let assignments = try await request.decode(as: ReviewAssignBody.self, context: context).assignments()
            let recompute = InferOptions(rules: try gateway(context).rules()), stages = stageContext
            // The stage recomputes the ledger itself, before checking the ranges and after the write; a split's two
            // stays are written in one transaction.
            let listed = try await gateway(context).write(.reviewAssign, recompute: false) { store in
                let outcome = try Self.reviewRefusals { try Stages.assignReview(assignments, recompute: recompute, in: store, context: stages) }
                let paths = try store.sourcePaths()
                return outcome.stays.map { ListedStay($0, sourcePaths: paths) }
            }
            // One assignment answers its stay, as always; a split the list of its two.
            return try listed.count == 1 ? Response.json(listed[0], status: .created) : Response.json(listed, status: .created)
        }
        api.post("review/confirm") { request, context in
            let days = try await request.decode(as: ReviewConfirmBody.self, context: context).days
            let recompute = InferOptions(rules: try gateway(context).rules()), stages = stageContext
            let confirmations = try await gateway(context).write(.reviewConfirm, recompute: false) { store in
                try Self.reviewRefusals { try Stages.confirmReview(from: days.from, to: days.to, recompute: recompute, in: store, context: stages) }.confirmations
            }
            return try Response.json(confirmations)
        }
    }

    private var stageContext: StageContext { StageContext(logger: logger, observer: CollectingObserver()) }

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
