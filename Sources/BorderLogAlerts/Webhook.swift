import BorderLogModel
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One POST to a webhook through Foundation's URLSession (the system's libcurl on Linux), ended after `timeout`.
struct Webhook: Sendable {
    let url: URL
    let timeout: Duration

    func post(_ request: WebhookRequest, channel: AlertChannel) throws(DeliveryError) {
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        var urlRequest = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: seconds)
        urlRequest.httpMethod = "POST"
        urlRequest.httpBody = request.body
        urlRequest.setValue("BorderLog/\(BorderLogVersion.current)", forHTTPHeaderField: "User-Agent")
        for header in request.headers { urlRequest.setValue(header.value, forHTTPHeaderField: header.name) }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = seconds
        configuration.timeoutIntervalForResource = seconds
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        let session = URLSession(configuration: configuration)
        defer { session.invalidateAndCancel() }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let task = session.dataTask(with: urlRequest) { _, response, error in
            outcome.set(response: response as? HTTPURLResponse, error: error)
            done.signal()
        }
        task.resume()
        // URLSession's own timeouts end the task; this wait is the backstop that holds the 10 s whatever it does.
        if done.wait(timeout: .now() + seconds + 1) == .timedOut {
            task.cancel()
            throw DeliveryError(channel: channel.id, reason: "\(channel.destination) did not answer within \(Int(seconds.rounded())) s")
        }
        let (response, error) = outcome.get()
        if let error {
            let timedOut = (error as? URLError)?.code == .timedOut
            throw DeliveryError(
                channel: channel.id,
                reason: timedOut
                    ? "\(channel.destination) did not answer within \(Int(seconds.rounded())) s"
                    : "POST to \(channel.destination) failed: \(Self.plain(error))")
        }
        guard let response else { throw DeliveryError(channel: channel.id, reason: "POST to \(channel.destination) gave no HTTP answer") }
        guard (200..<300).contains(response.statusCode) else {
            throw DeliveryError(channel: channel.id, reason: "POST to \(channel.destination) answered HTTP \(response.statusCode); check the URL in alerts.json")
        }
    }

    /// An error's words without the URL it may carry.
    private static func plain(_ error: any Error) -> String {
        if let urlError = error as? URLError { return "URL error \(urlError.code.rawValue) (\(Self.name(of: urlError.code)))" }
        return "\(type(of: error))"
    }

    private static func name(of code: URLError.Code) -> String {
        switch code {
        case .cannotConnectToHost: "cannot connect to the host"
        case .cannotFindHost: "cannot find the host"
        case .networkConnectionLost: "the connection was lost"
        case .notConnectedToInternet: "not connected"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate: "TLS failed"
        case .timedOut: "timed out"
        default: "see URLError"
        }
    }

    /// The task's answer, handed from URLSession's queue to the waiting thread.
    private final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private var response: HTTPURLResponse?
        private var error: (any Error)?

        func set(response: HTTPURLResponse?, error: (any Error)?) {
            lock.withLock {
                self.response = response
                self.error = error
            }
        }

        func get() -> (HTTPURLResponse?, (any Error)?) { lock.withLock { (response, error) } }
    }
}
