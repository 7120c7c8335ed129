import BorderLogModel
import BorderLogStages
import Hummingbird
import Logging

/// The API's routes (docs/serve.md), grouped by resource in the `Routes+…` files.
struct ServerRoutes: Sendable {
    let configuration: ServerConfiguration
    let gateway: StoreGateway
    let imports: ImportTasks
    let configBackend: ConfigBackendCache
    let ingest: IngestRoutes

    init(configuration: ServerConfiguration, logger: Logger) {
        self.configuration = configuration
        gateway = StoreGateway(configuration: configuration, logger: logger)
        imports = ImportTasks()
        configBackend = ConfigBackendCache(configuration: configuration)
        ingest = IngestRoutes(configuration: configuration, gateway: gateway, logger: logger)
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
        api.get("openapi.json") { request, _ in
            try await Response.conditional(request, tag: OpenAPIDocument.tag) {
                Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: OpenAPIDocument.json)))
            }
        }
        addPage(to: router)
        addConfig(to: router)
        ingest.add(to: router)
    }
}
