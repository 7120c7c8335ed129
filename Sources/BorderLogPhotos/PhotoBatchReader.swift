import BorderLogCore
import Dispatch

/// Reads many files on several threads and maps each to a signal or a rejection, in input order.
public enum PhotoBatchReader {
    /// What became of one file.
    public enum Outcome: Sendable, Equatable {
        case signal(PhotoSignalMapper.Mapped)
        case rejected(PhotoReadError)
    }

    /// Reads `paths` on `threads` threads, each taking every `threads`-th file (files are read independently; a bad
    /// file never affects another).
    public static func read(_ paths: [String], mapper: PhotoSignalMapper, threads: Int) -> [Outcome] {
        let slots = Slots(count: paths.count)
        let width = max(1, min(threads, paths.count))
        DispatchQueue.concurrentPerform(iterations: width) { worker in
            for index in stride(from: worker, to: paths.count, by: width) {
                slots.set(index, outcome(paths[index], mapper: mapper))
            }
        }
        return slots.values
    }

    /// One file: read its metadata and map it.
    public static func outcome(_ path: String, mapper: PhotoSignalMapper) -> Outcome {
        do {
            let extraction = try PhotoMetadataReader.read(path: path)
            return .signal(try mapper.map(extraction.metadata, identity: extraction.identity))
        } catch {
            return .rejected(error)
        }
    }

    /// Results written by index from several threads; each index is written exactly once.
    private final class Slots: @unchecked Sendable {
        private let buffer: UnsafeMutableBufferPointer<Outcome?>

        init(count: Int) {
            buffer = .allocate(capacity: count)
            buffer.initialize(repeating: nil)
        }

        deinit {
            buffer.deinitialize()
            buffer.deallocate()
        }

        func set(_ index: Int, _ outcome: Outcome) { buffer[index] = outcome }

        var values: [Outcome] { buffer.map { $0 ?? .rejected(.unreadable("not read")) } }
    }
}
