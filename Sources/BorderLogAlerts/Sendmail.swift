import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `sendmail -t -i` with a message on its standard input: the recipients come from its `To`, a line of one dot does
/// not end it. A sendmail that has not finished within `timeout` is killed.
struct Sendmail: Sendable {
    let path: String
    let timeout: Duration
    let environment: [String: String]

    func send(_ message: String, channel: String) throws(DeliveryError) {
        // A sendmail that exits before reading its input must not end this process with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-t", "-i"]
        process.environment = environment
        let input = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            throw DeliveryError(channel: channel, reason: "cannot run \(path): \(error.localizedDescription); install a sendmail (msmtp-mta, say) or set BORDERLOG_SENDMAIL")
        }
        let said = ErrorText(errors.fileHandleForReading)
        try? input.fileHandleForWriting.write(contentsOf: Data(message.utf8))
        try? input.fileHandleForWriting.close()
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        if exited.wait(timeout: .now() + seconds) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            exited.wait()
            throw DeliveryError(channel: channel, reason: "\(path) did not finish within \(Int(seconds.rounded())) s and was stopped")
        }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let how = process.terminationReason == .exit ? "exited with status \(process.terminationStatus)" : "was killed by signal \(process.terminationStatus)"
            let text = said.text()
            throw DeliveryError(channel: channel, reason: "\(path) \(how)\(text.isEmpty ? "" : ": \(text)")")
        }
    }

    /// What sendmail wrote on stderr (its last line, trimmed), read as it comes so that it never blocks on a full pipe.
    private final class ErrorText: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        private let handle: FileHandle

        init(_ handle: FileHandle) {
            self.handle = handle
            handle.readabilityHandler = { [weak self] handle in
                let chunk = handle.availableData
                if chunk.isEmpty { handle.readabilityHandler = nil } else { self?.append(chunk) }
            }
        }

        private func append(_ chunk: Data) { lock.withLock { if data.count < 4096 { data.append(chunk) } } }

        func text() -> String {
            handle.readabilityHandler = nil
            let all = lock.withLock { String(decoding: data, as: UTF8.self) }
            return all.split(whereSeparator: \.isNewline).last.map { String($0.prefix(300)) } ?? ""
        }
    }
}
