import BorderLogFiles
import Testing

@Suite struct KnownFilesTests {
    static let paths = (0..<3_000).map { "/photos/\($0 % 37)/IMG_\($0).JPG" } + ["/photos/été/Día 1.heic", "/", "/a", "/a/b"]

    func table() -> KnownFiles {
        var known = KnownFiles()
        for (n, path) in Self.paths.enumerated() { known.add(path: path, KnownFiles.Stamp(size: Int64(n), mtime: Double(n) / 4)) }
        return known
    }

    @Test func findsEveryPathWholeAndAsFolderAndName() {
        let known = table()
        #expect(known.count == Self.paths.count)
        for (n, path) in Self.paths.enumerated() {
            let stamp = KnownFiles.Stamp(size: Int64(n), mtime: Double(n) / 4)
            #expect(known.stamp(path: path) == stamp)
            // Split after every slash: the folder's prefix hashed once, the rest as the name.
            for slash in path.utf8.indices where path.utf8[slash] == UInt8(ascii: "/") {
                let folder = Array(path.utf8[...slash])
                let name = Array(path.utf8[path.utf8.index(after: slash)...])
                let found = folder.withUnsafeBufferPointer { folder in
                    name.withUnsafeBufferPointer { known.stamp(folder: KnownFiles.FolderPrefix(folder, in: known), name: $0) }
                }
                #expect(found == stamp, "\(path) split after \(folder.count) bytes")
            }
        }
    }

    @Test func missesPathsThatOnlyLookAlike() {
        let known = table()
        for path in ["/photos/1/IMG_1.jpg", "/photos/1/IMG_1.JPG ", "photos/1/IMG_1.JPG", "/photos/1/IMG_10.JP", "/photos/ete/Día 1.heic", "", "/a/"] {
            #expect(known.stamp(path: path) == nil, "\(path)")
        }
        let name = Array("IMG_1.JPG".utf8)
        let other = Array("/photos/2/".utf8)
        #expect(known.stamp(path: "/photos/1/IMG_1.JPG") != nil)
        let wrongFolder = other.withUnsafeBufferPointer { other in
            name.withUnsafeBufferPointer { known.stamp(folder: KnownFiles.FolderPrefix(other, in: known), name: $0) }
        }
        #expect(wrongFolder == nil)
    }

    @Test func addingAPathAgainReplacesItsStamp() {
        var known = table()
        known.add(path: "/a", KnownFiles.Stamp(size: 7, mtime: 1.5))
        #expect(known.count == Self.paths.count)
        #expect(known.stamp(path: "/a") == KnownFiles.Stamp(size: 7, mtime: 1.5))
        #expect(known.paths.sorted() == Self.paths.sorted())
    }
}
