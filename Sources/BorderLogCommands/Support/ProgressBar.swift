import Foundation

/// A one-line progress bar on stderr with rate and ETA.
struct ProgressBar {
    private let started = Date()
    private var lastDraw = Date.distantPast
    private var shown = false

    /// Draws `done` of `total` `unit`s, at most five times a second (and always at the end).
    mutating func update(done: Int, total: Int, unit: String) {
        let now = Date()
        guard now.timeIntervalSince(lastDraw) >= 0.2 || done == total else { return }
        lastDraw = now
        let elapsed = max(now.timeIntervalSince(started), 0.001)
        let rate = Double(done) / elapsed
        let remaining = rate > 0 ? Int(Double(total - done) / rate) : 0
        let width = 30, filled = total > 0 ? min(width, width * done / total) : width
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let eta = String(format: "%d:%02d", remaining / 60, remaining % 60)
        FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total) \(unit)  \(Int(rate)) \(unit)/s  ETA \(eta) ".utf8))
        shown = true
    }

    /// Erases the bar so a message can take the line.
    mutating func clear() {
        guard shown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        shown = false
        lastDraw = .distantPast
    }
}
