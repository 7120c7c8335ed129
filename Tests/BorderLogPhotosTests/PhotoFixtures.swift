import BorderLogModel
import BorderLogPhotos
import BorderLogSampleMedia
import BorderLogTestSupport
import Foundation

/// Test photos written with the project's own EXIF writer.
enum PhotoFixtures {
    static let lisbon = SamplePhotoMetadata.lisbon

    @discardableResult
    static func write(_ bytes: [UInt8], _ name: String, in folder: TemporaryDirectory) -> String {
        folder.write(name, bytes: bytes)
    }

    static func jpeg(_ metadata: SamplePhotoMetadata, bigEndian: Bool = true) -> [UInt8] {
        SampleMedia.jpeg(metadata, bigEndian: bigEndian)
    }

    static let mapper = PhotoSignalMapper(today: day("2026-11-20"))

    /// Reads and maps one file as the importer does.
    static func outcome(_ path: String) -> PhotoBatchReader.Outcome {
        PhotoBatchReader.outcome(.init(path: path), mapper: mapper)
    }

    static func signal(_ path: String) -> Signal? {
        if case .signal(let mapped) = outcome(path) { return mapped.signal }
        return nil
    }

    static func rejection(_ path: String) -> PhotoReadError? {
        if case .rejected(let error) = outcome(path) { return error }
        return nil
    }
}
