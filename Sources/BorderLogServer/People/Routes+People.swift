import BorderLogStages
import Hummingbird
import NIOPosix

/// `GET /api/people/`: `report people` for the people the caller may read (`AccessPolicy.readable`): every person
/// for the owner token, a person and those they were granted (`people grant`), a share link's one person.
extension ServerRoutes {
    func addPeople(to api: RouterGroup<APIRequestContext>) {
        api.get("people") { request, context in
            let caller = context.identity ?? .owner
            let on = try StatusQuery(request.uri.queryParameters).on ?? gateway(context).today()
            let people = try policy.readable(by: caller).map(policy.people.person)
            let logger = logger
            let report = try await NIOThreadPool.singleton.runIfActive {
                try Stages.peopleReport(people, on: on, context: StageContext(logger: logger, observer: CollectingObserver()))
            }
            return try await Response.conditionalJSON(request, report)
        }
    }
}
