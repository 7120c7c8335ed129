import Foundation

/// A one-line progress bar on stderr with rate and ETA; silent unless enabled (a terminal).
struct ProgressBar {
    let total: Int
    let enabled: Bool
    /// What is counted, shown after the numbers: "files", "MB".
    let unit: String
    private let started = Date()
    private var lastDraw = Date.distantPast
    private var shown = false

    init(total: Int, unit: String = "files", enabled: Bool) {
        self.total = total
        self.unit = unit
        self.enabled = enabled
    }

    mutating func update(done: Int) {
        guard enabled else { return }
        let now = Date()
        guard now.timeIntervalSince(lastDraw) >= 0.2 || done == total else { return }
        lastDraw = now
        let elapsed = max(now.timeIntervalSince(started), 0.001)
        let rate = Double(done) / elapsed
        let remaining = rate > 0 ? Int(Double(total - done) / rate) : 0
        let width = 30, filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let eta = String(format: "%d:%02d", remaining / 60, remaining % 60)
        FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total) \(unit)  \(Int(rate)) \(unit)/s  ETA \(eta) ".utf8))
        shown = true
    }

    /// Erases the bar so a message can take the line.
    mutating func clear() {
        guard enabled, shown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        shown = false
        lastDraw = .distantPast
    }

    mutating func finish() { clear() }
}
