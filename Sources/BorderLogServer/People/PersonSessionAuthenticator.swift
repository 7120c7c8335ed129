import Hummingbird
import HummingbirdAuth

/// The signed-in person of a session (hummingbird-auth's `SessionMiddleware` has loaded it from the cookie), while
/// they exist and have a password. A caller already decided (a share link) is kept: a person's cookie in the same
/// browser never widens a share link.
struct PersonSessionAuthenticator: AuthenticatorMiddleware {
    typealias Context = APIRequestContext
    let policy: AccessPolicy

    func authenticate(request: Request, context: Context) async throws -> Caller? {
        if let caller = context.identity { return caller }
        guard let session = context.sessions.session else { return nil }
        return try policy.person(of: session)
    }
}
