import BorderLogModel
import Dispatch

/// Reads many photos and videos (files, or members of zip archives) on several threads and maps each to a signal or
/// a rejection, in input order.
public enum PhotoBatchReader {
    /// What became of one file.
    public enum Outcome: Sendable, Equatable {
        case signal(PhotoSignalMapper.Mapped)
        case rejected(PhotoReadError)
    }

    /// One photo or video to read, and its Takeout sidecar when it has one.
    public struct Item: Sendable, Equatable {
        public var media: MediaLocation
        public var sidecar: MediaLocation?

        public init(media: MediaLocation, sidecar: MediaLocation? = nil) {
            self.media = media
            self.sidecar = sidecar
        }

        /// A file and the sidecar file beside it.
        public init(path: String, sidecar: String? = nil) {
            self.init(media: .file(path), sidecar: sidecar.map(MediaLocation.file))
        }
    }

    /// Reads `items` on `threads` threads, each taking every `threads`-th item (items are read independently; a bad
    /// file never affects another). `archives` reads the items that are zip members.
    public static func read(_ items: [Item], mapper: PhotoSignalMapper, threads: Int, archives: ArchivedMedia = ArchivedMedia()) -> [Outcome] {
        let slots = Slots(count: items.count)
        let width = max(1, min(threads, items.count))
        DispatchQueue.concurrentPerform(iterations: width) { worker in
            for index in stride(from: worker, to: items.count, by: width) {
                slots.set(index, outcome(items[index], mapper: mapper, archives: archives))
            }
        }
        return slots.values
    }

    /// One item: read its metadata and its sidecar's, and map them. A sidecar that cannot be read is a warning on
    /// the photo, which is mapped without it. A file with no metadata at all takes its time (and place) from its
    /// sidecar, marked as borrowed like any sidecar value.
    public static func outcome(_ item: Item, mapper: PhotoSignalMapper, archives: ArchivedMedia = ArchivedMedia()) -> Outcome {
        do throws(PhotoReadError) {
            // A file without any metadata (a screenshot, a picture saved from a chat) is dated by its sidecar alone.
            let extraction = try archives.extraction(of: item.media, allowingBare: item.sidecar != nil)
            var sidecar: TakeoutSidecar?
            var sidecarError: TakeoutSidecarError?
            if let location = item.sidecar {
                do throws(TakeoutSidecarError) { sidecar = try archives.sidecar(at: location) } catch { sidecarError = error }
            }
            if extraction.isBare, sidecar?.taken == nil { throw PhotoReadError.noMetadata(extraction.metadata.container) }
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
