import BorderLogModel
import BorderLogPhotoLibrary
import Foundation

/// A Photos library's `Photos.sqlite`: read as `borderlog photos` reads it (header check, a copy opened read-only, the
/// model version from Core Data's plist, the column check, every asset) and each asset mapped to a signal.
enum PhotoLibraryHarness {
    static let folder: String = {
        let folder = ScratchFile.path + "-photolib"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: PhotoLibraryHarness.folder) }
        return folder
    }()
    static let mapper = LibraryAssetMapper(today: LocalDay(year: 2026, month: 11, day: 26)!)

    static func read(_ bytes: [UInt8]) {
        let database = folder + "/Photos.sqlite"
        for suffix in ["-wal", "-shm"] { unlink(database + suffix) }
        _ = FileManager.default.createFile(atPath: database, contents: Data(bytes))
        guard let library = PhotoLibrary.at(database), let contents = try? PhotoLibraryReader.read(library) else { return }
        for asset in contents.assets { _ = mapper.map(asset) }
    }
}
