import BorderLogModel
import Hummingbird
import HummingbirdAuth
import Logging

/// `borderlog serve`: the stages behind a local HTTP API and the live report (docs/serve.md).
public enum BorderLogServer {
    /// The application, ready to run (`runService()` ends gracefully on SIGINT and SIGTERM).
    public static func application(_ configuration: ServerConfiguration, logger: Logger) -> some ApplicationProtocol {
        // Every GET route answers HEAD too, through the GET handler (HeadRequestMiddleware drops the body).
        let router = Router(context: APIRequestContext.self, options: .autoGenerateHeadEndpoints)
        // Middlewares first: the router wraps each route with those added before it.
        router.add(middleware: HeadRequestMiddleware())
        router.add(middleware: RequestLogMiddleware(level: .info))
        if let origin = configuration.allowOrigin {
            router.add(middleware: CORSMiddleware(allowOrigin: .custom(origin), allowHeaders: [.authorization, .contentType, .ifNoneMatch],
                                                  allowMethods: [.get, .head, .post, .put, .delete, .options], exposedHeaders: ["ETag", "Signature"]))
        }
        router.add(middleware: JSONErrorsMiddleware())
        router.add(middleware: BodyLimitMiddleware(limit: configuration.maximumBodyBytes))
        // People (docs/people.md): the session cookie's person, then the token as before.
        let policy = AccessPolicy(people: configuration.people)
        router.add(middleware: SessionMiddleware(
            storage: MemoryPersistDriver(), configuration: .init(sessionCookieParameters: PersonSessionCookie.parameters)))
        router.add(middleware: PersonSessionAuthenticator(policy: policy))
        router.add(middleware: APIAuthMiddleware(token: configuration.token))
        ServerRoutes(configuration: configuration, policy: policy, logger: logger).add(to: router)
        return Application(
            responder: ShareResponder(inner: router.buildResponder(), policy: policy, clock: configuration.clock),
            server: .http1(configuration: .init(idleTimeout: .seconds(60))),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "BorderLog"),
            logger: logger)
    }
}
