import Foundation
import Hummingbird

/// The configuration backend, public (no token) and cacheable: `GET /config/manifest`, `/config/zones/{version}`,
/// `/config/rules/{version}`, `/config/countries/{version}` (docs/serve.md). A version other than the one in
/// force is 404.
extension ServerRoutes {
    func addConfig(to router: Router<APIRequestContext>) {
        let group = router.group("config")
        group.get("manifest") { request, _ in
            let manifest = try configBackend.current().manifest
            return try await Response.conditional(request, tag: manifest.tag) { manifest.response }
        }
        for kind in ConfigBackend.Kind.allCases {
            group.get("\(kind.rawValue)/{version}") { request, context in
                let asked = context.parameters.get("version").map { $0.removingPercentEncoding ?? $0 } ?? ""
                guard let document = try configBackend.current().documents[kind], document.version == asked else {
                    throw APIError(.notFound, "no \(kind.rawValue) version '\(asked)' here; GET /config/manifest names the one in force")
                }
                return try await Response.conditional(request, tag: document.tag) { document.response }
            }
        }
    }
}
