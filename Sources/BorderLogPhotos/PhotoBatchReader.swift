import BorderLogCore
import Dispatch

/// Reads many files on several threads and maps each to a signal or a rejection, in input order.
public enum PhotoBatchReader {
    /// What became of one file.
    public enum Outcome: Sendable, Equatable {
        case signal(PhotoSignalMapper.Mapped)
        case rejected(PhotoReadError)
    }

    /// One file to read, and its Takeout sidecar when it has one.
    public struct Item: Sendable, Equatable {
        public var path: String
        public var sidecar: String?

        public init(path: String, sidecar: String? = nil) {
            self.path = path
            self.sidecar = sidecar
        }
    }

    /// Reads `items` on `threads` threads, each taking every `threads`-th file (files are read independently; a bad
    /// file never affects another).
    public static func read(_ items: [Item], mapper: PhotoSignalMapper, threads: Int) -> [Outcome] {
        let slots = Slots(count: items.count)
        let width = max(1, min(threads, items.count))
        DispatchQueue.concurrentPerform(iterations: width) { worker in
            for index in stride(from: worker, to: items.count, by: width) {
                slots.set(index, outcome(items[index], mapper: mapper))
            }
        }
        return slots.values
    }

    /// One file: read its metadata and its sidecar's, and map them. A sidecar that cannot be read is a warning on
    /// the photo, which is mapped without it.
    public static func outcome(_ item: Item, mapper: PhotoSignalMapper) -> Outcome {
        do {
            let extraction = try PhotoMetadataReader.read(path: item.path)
            var sidecar: TakeoutSidecar?
            var sidecarError: TakeoutSidecarError?
            if let path = item.sidecar {
                do throws(TakeoutSidecarError) { sidecar = try TakeoutSidecar.read(path: path) } catch { sidecarError = error }
            }
            var mapped = try mapper.map(extraction.metadata, sidecar: sidecar, identity: extraction.identity)
            if let sidecarError {
                mapped.warnings.insert(sidecarError.description, at: 0)
                mapped.sidecar.broken = true
            }
            return .signal(mapped)
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
