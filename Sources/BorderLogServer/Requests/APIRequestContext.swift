import Hummingbird

/// Hummingbird's basic request context, with the API's body decoding: `request.decode(as:context:)` reads JSON
/// through `APIBodyDecoder`, up to `maxUploadSize`, which `BodyLimitMiddleware` sets from the configuration.
struct APIRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    var maxUploadSize: Int

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        maxUploadSize = ServerConfiguration.defaultMaximumBodyBytes
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
