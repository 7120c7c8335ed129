// swift-tools-version: 6.1
// libFuzzer harnesses for BorderLog's file readers, kept out of the main package so that its `swift build` and
// `swift test` never see the sanitizer flags. Built and run by `make fuzz` / `make fuzz-smoke` (see FUZZING.md).
import PackageDescription

let package = Package(
    name: "BorderLogFuzz",
    dependencies: [.package(name: "BorderLog", path: "..")],
    targets: [
        /// One executable, one harness per reader, chosen by `FUZZ_TARGET`. The readers are internal to their
        /// targets: the build passes `-enable-testing` and the harnesses use `@testable import`. The reader targets
        /// are not products of their own; they come in through `BorderLogStages`, which links them all.
        .executableTarget(
            name: "borderlog-fuzz",
            dependencies: [
                .product(name: "BorderLogStages", package: "BorderLog"),
                .product(name: "BorderLogModel", package: "BorderLog"),
                .product(name: "BorderLogSettings", package: "BorderLog"),
                .product(name: "BorderLogGeo", package: "BorderLog"),
            ]
        ),
    ]
)
