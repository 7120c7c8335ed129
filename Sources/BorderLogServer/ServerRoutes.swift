import BorderLogModel
import BorderLogStages
import Hummingbird
import Logging

/// The API's routes (docs/serve.md), grouped by resource in the `Routes+…` files.
struct ServerRoutes: Sendable {
    let configuration: ServerConfiguration
    let gateways: Gateways
    let imports: ImportTasks
    let configBackend: ConfigBackendCache
    let ingest: IngestRoutes
    let policy: AccessPolicy
    let throttle: LoginThrottle
    let logger: Logger

    init(configuration: ServerConfiguration, policy: AccessPolicy, logger: Logger) {
        self.configuration = configuration
        gateways = Gateways(configuration: configuration, logger: logger)
        imports = ImportTasks()
        configBackend = ConfigBackendCache(configuration: configuration)
        self.policy = policy
        throttle = LoginThrottle(now: configuration.clock)
        self.logger = logger
        ingest = IngestRoutes(configuration: configuration, gateway: gateways.owner, logger: logger)
    }

    /// The store gateway that answers the request's caller: the server's own, or a person's (docs/people.md).
    func gateway(_ context: APIRequestContext) -> StoreGateway {
        gateways.gateway(for: context.identity)
    }

    func add(to router: Router<APIRequestContext>) {
        let api = router.group("api")
        addTravelSegments(to: api)
        addImports(to: api)
        addReports(to: api)
        addOverrides(to: api)
        addPlans(to: api)
        addReview(to: api)
        addDevices(to: api)
        addPeople(to: api)
        api.get("openapi.json") { request, _ in
            try await Response.conditional(request, tag: OpenAPIDocument.tag) {
                Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: OpenAPIDocument.json)))
            }
        }
        addPage(to: router)
        addLogin(to: router)
        addConfig(to: router)
        ingest.add(to: router)
    }
}
