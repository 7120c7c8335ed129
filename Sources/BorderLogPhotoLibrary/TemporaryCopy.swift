import BorderLogFiles
import Foundation

/// A library's database and write-ahead log copied into a private (0700) temporary folder, removed after reading.
struct TemporaryCopy {
    let folder: String
    let database: String

    init(of library: PhotoLibrary) throws(PhotoLibraryError) {
        switch PrivateTemporaryFolder.make(prefix: "borderlog-photoslibrary") {
        case .success(let made): folder = made
        case .failure(let error): throw .unreadable(error.description)
        }
        database = folder + "/Photos.sqlite"
        do {
            try FileManager.default.copyItem(atPath: library.database, toPath: database)
            // Without its log the copy would miss whatever Photos has not yet folded into the database.
            if FileManager.default.fileExists(atPath: library.writeAheadLog) {
                try FileManager.default.copyItem(atPath: library.writeAheadLog, toPath: database + "-wal")
            }
        } catch {
            remove()
            throw .unreadable("cannot copy \(library.database): \((error as NSError).localizedDescription)")
        }
        // Copies keep the originals' modes; read-only originals would leave SQLite unable to open the copy's log.
        for path in [database, database + "-wal"] where FileManager.default.fileExists(atPath: path) { chmod(path, 0o600) }
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
