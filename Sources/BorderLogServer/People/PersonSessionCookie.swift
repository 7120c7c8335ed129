import Hummingbird
import HummingbirdAuth

/// The cookie of a signed-in person's session (hummingbird-auth's session storage): a random id only, HttpOnly
/// (hummingbird's default), SameSite=Strict, for the whole site. Its own name, beside the owner token's cookie
/// (`SessionCookie`).
enum PersonSessionCookie {
    static let name = "borderlog_person"
    static let parameters = SessionCookieParameters(name: name, path: "/", secure: false, sameSite: .strict)
}
