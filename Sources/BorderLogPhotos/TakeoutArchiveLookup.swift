import BorderLogArchive

/// Finds the photos and videos in zip archives (a Google Photos Takeout, possibly in parts) and their sidecar members:
/// names are paired by ``TakeoutPairing`` within each folder inside the archives, and the same folder in several
/// archives listed together is one folder, so a sidecar in `takeout-…-002.zip` pairs with its photo in `-001.zip`.
public enum TakeoutArchiveLookup {
    /// What the archives hold.
    public struct Listing: Sendable {
        /// Each photo or video member with its sidecar, archive by archive, each in its own member order.
        public var items: [PhotoBatchReader.Item] = []
        /// The archives that could be opened, in the order given.
        public var opened: [String] = []
        /// The archives that could not be opened, and why.
        public var failures: [ArchiveError] = []
    }

    /// Lists `archives` through `media` (whose handles then read the members).
    public static func list(_ archives: [String], through media: ArchivedMedia) -> Listing {
        var listing = Listing()
        var photos: [(archive: String, member: ZipArchive.Member)] = []
        /// Names by folder inside the archives; the first archive holding a sidecar name wins.
        var folders: [Substring: (media: [String], json: [String: MediaLocation])] = [:]
        for archive in archives {
            let members: [ZipArchive.Member]
            do {
                members = try media.members(of: archive)
            } catch {
                listing.failures.append(error)
                continue
            }
            listing.opened.append(archive)
            for member in members where member.isContent {
                if MediaContainer.isCandidate(name: member.name) {
                    photos.append((archive, member))
                    folders[folder(of: member), default: ([], [:])].media.append(member.name)
                } else if member.name.lowercased().hasSuffix(".json"), folders[folder(of: member)]?.json[member.name] == nil {
                    folders[folder(of: member), default: ([], [:])].json[member.name] = .member(archive: archive, member)
                }
            }
        }
        let pairs = folders.mapValues { names in
            TakeoutPairing.pair(media: names.media.sorted(), json: Set(names.json.keys)).compactMapValues { names.json[$0] }
        }
        listing.items = photos.map { archive, member in
            PhotoBatchReader.Item(media: .member(archive: archive, member), sidecar: pairs[folder(of: member)]?[member.name])
        }
        return listing
    }

    /// The folder inside the archive, with its trailing slash (empty at the top).
    private static func folder(of member: ZipArchive.Member) -> Substring {
        member.path.dropLast(member.name.count)
    }
}
