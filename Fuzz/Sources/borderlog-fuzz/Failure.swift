import Foundation

/// The harness cannot run at all (no harness named, no geo index): says why on stderr and exits.
func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("borderlog-fuzz: \(message)\n".utf8))
    exit(status)
}
