import Foundation

/// libFuzzer's two entry points. The process runs one harness, named by `FUZZ_TARGET` and chosen once at start.

/// The harness of this process; set in `LLVMFuzzerInitialize`, before libFuzzer calls anything else, and only read
/// afterwards (libFuzzer calls the test function from one thread).
nonisolated(unsafe) private var selected: Harness?

@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(
    _ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
    let names = Harness.allCases.map(\.rawValue).joined(separator: ", ")
    guard let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"] else {
        fail("set FUZZ_TARGET to one of: \(names)", status: 64)
    }
    guard let harness = Harness(rawValue: name) else {
        fail("FUZZ_TARGET '\(name)' is not a harness; known: \(names)", status: 64)
    }
    harness.prepare()
    selected = harness
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    selected?.run(bytes)
    return 0
}
