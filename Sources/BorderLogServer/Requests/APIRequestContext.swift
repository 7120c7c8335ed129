import BorderLogStore
import Hummingbird
import HummingbirdAuth

/// Hummingbird's basic request context, with the API's body decoding: `request.decode(as:context:)` reads JSON
/// through `APIBodyDecoder`, up to `maxUploadSize`, which `BodyLimitMiddleware` sets from the configuration. Under
/// `/ingest/` the `identity` is the device `DeviceAuthenticator` found for the request.
struct APIRequestContext: AuthRequestContext {
    var coreContext: CoreRequestContextStorage
    var maxUploadSize: Int
    var identity: DeviceRecord?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        maxUploadSize = ServerConfiguration.defaultMaximumBodyBytes
        identity = nil
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
