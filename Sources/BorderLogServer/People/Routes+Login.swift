import BorderLogSettings
import Foundation
import Hummingbird
import NIOCore
import NIOPosix

/// `POST /login` (`name` and `password`, as a form or JSON) opens a session for that person: hummingbird-auth's
/// session middleware sets the cookie (HttpOnly, SameSite=Strict), which stands for the person on the server only.
/// Five failures from one address within a minute close the route to it for a minute (429), the right password
/// included. `POST /logout` ends the session (docs/people.md).
extension ServerRoutes {
    /// The body of `POST /login`.
    struct LoginBody: Decodable {
        let name: String
        let password: String
    }

    func addLogin(to router: Router<APIRequestContext>) {
        router.post("login") { request, context in
            if let until = throttle.closedUntil(context.remoteAddress) {
                var error = APIError(.tooManyRequests, "too many failed logins from this address; try again in a minute")
                error.headers[.retryAfter] = String(max(1, Int(until.timeIntervalSince(configuration.clock()).rounded(.up))))
                throw error
            }
            let isForm = (request.headers[.contentType] ?? "").lowercased().hasPrefix("application/x-www-form-urlencoded")
            let buffer = try await request.bytes(limit: 16 << 10)
            let body: LoginBody
            do {
                body = isForm
                    ? try URLEncodedFormDecoder().decode(LoginBody.self, from: String(buffer: buffer))
                    : try JSONDecoder().decode(LoginBody.self, from: Data(buffer: buffer))
            } catch {
                throw APIError(.badRequest, "send name and password, as a form or a JSON object")
            }
            let name = PersonName(body.name)
            let policy = policy, password = body.password
            // bcrypt takes a quarter of a second on purpose: off the event loop. A name that is no person is checked
            // against a decoy hash all the same.
            let verified = try await NIOThreadPool.singleton.runIfActive {
                try policy.access().verify(password, for: name ?? .default) && name.map(policy.people.exists) == true
            }
            guard verified, let name else {
                throttle.recordFailure(context.remoteAddress)
                context.logger.info("Login refused", metadata: ["client.address": .string(context.remoteAddress)])
                throw APIError(.unauthorized, "wrong name or password")
            }
            throttle.recordSuccess(context.remoteAddress)
            context.sessions.createSession(PersonSession(person: name), expiresIn: .seconds(Self.sessionSeconds))
            context.logger.info("Login", metadata: ["person": .string(name.rawValue), "client.address": .string(context.remoteAddress)])
            if isForm { return Response(status: .seeOther, headers: [.location: "/", .cacheControl: "no-store"]) }
            return try Response.json(["person": name.rawValue])
        }
        router.post("logout") { _, context in
            context.sessions.clearSession()
            return Response(status: .noContent)
        }
    }

    /// How long a session lasts: a working day.
    static let sessionSeconds: Int64 = 12 * 3600
}
