import Hummingbird
import HummingbirdAuth

/// Hummingbird's basic request context, with the API's body decoding: `request.decode(as:context:)` reads JSON
/// through `APIBodyDecoder`, up to `maxUploadSize`, which `BodyLimitMiddleware` sets from the configuration. The
/// caller (`identity`) is set by the authenticators (a person, a share link, the owner, or under `/ingest/` a device),
/// the session by hummingbird-auth's `SessionMiddleware` (docs/people.md, docs/devices.md).
struct APIRequestContext: AuthRequestContext, SessionRequestContext {
    var coreContext: CoreRequestContextStorage
    var maxUploadSize: Int
    var identity: Caller?
    let sessions: SessionContext<PersonSession>
    /// The peer's address (no port), for the login throttle and the share links' use log.
    let remoteAddress: String

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        maxUploadSize = ServerConfiguration.defaultMaximumBodyBytes
        identity = nil
        sessions = SessionContext()
        remoteAddress = source.channel.remoteAddress?.ipAddress ?? "unknown"
    }

    var requestDecoder: APIBodyDecoder { APIBodyDecoder() }
}

/// Sets each request's body limit (`APIRequestContext.maxUploadSize`) to `ServerConfiguration.maximumBodyBytes`.
struct BodyLimitMiddleware: RouterMiddleware {
    typealias Context = APIRequestContext
    let limit: Int

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.maxUploadSize = limit
        return try await next(request, context)
    }
}
