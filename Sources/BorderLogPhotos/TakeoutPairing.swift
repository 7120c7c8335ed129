/// Which Google Photos Takeout sidecar belongs to which photo or video, by the names in one folder alone.
///
/// Google names a sidecar after the media file's original name, so the rule runs from media to sidecar (the other
/// way is ambiguous once names are cut):
/// - `NAME.json` (older exports) or `NAME.supplemental-metadata.json` (since 2024), the part before `.json` cut to
///   46 characters: `PXL_20230518_123456789.jpg.supplemental-metad.json`, `…Schneifel (38).JP.json`;
/// - a duplicate `IMG_1234(1).jpg` keeps the original's name with the number after the cut part:
///   `IMG_1234.jpg(1).json`, `IMG_1234.jpg.supplemental-metadata(1).json`;
/// - an edited copy (`IMG_1234-edited.jpg`, localized `-bearbeitet`, `-modifié`, …) has no sidecar of its own and
///   shares the original's;
/// - the video of a Live Photo (`IMG_1234.MP4` beside `IMG_1234.HEIC`) shares the still's when it has none;
/// - some old exports drop the extension: `IMG_1234.json`.
/// JSON files that pair with no media file (an album's `metadata.json` or `métadonnées.json`,
/// `print-subscriptions.json`, `shared_album_comments.json`) are not sidecars and are ignored.
public enum TakeoutPairing {
    /// The characters Google keeps of a sidecar's name before `.json` (and before a duplicate's number).
    static let nameLimit = 46
    /// What newer exports add to the media name.
    static let supplementalSuffix = ".supplemental-metadata"
    /// The suffixes Google Photos gives an edited copy, by interface language.
    static let editedSuffixes = [
        "-edited", "-bearbeitet", "-modifié", "-editado", "-modificato", "-bewerkt", "-redigeret", "-redigert",
        "-redigerad", "-muokattu", "-edytowane", "-upraveno", "-upravené", "-szerkesztett", "-düzenlendi",
        "-編集済み", "-已编辑", "-已編輯", "-편집됨", "-изменено",
    ]
    /// Extensions of videos, which may share a still's sidecar (lower case).
    static let videoExtensions: Set<String> = ["mp4", "mov", "m4v", "3gp"]

    /// Pairs each media file with its sidecar among the names of one folder: media name → sidecar name. Media
    /// without a sidecar are absent; JSON names no media file claims are left out.
    public static func pair(media: [String], json: Set<String>) -> [String: String] {
        guard !json.isEmpty else { return [:] }
        var pairs: [String: String] = [:]
        for name in media {
            if let sidecar = sidecarNames(for: name).first(where: json.contains) { pairs[name] = sidecar }
        }
        // A Live Photo's video without a sidecar of its own takes its still's (and the other way round).
        var byStem: [String: String] = [:]
        for name in media {
            guard let sidecar = pairs[name] else { continue }
            let (stem, isVideo) = parts(of: name)
            byStem[partnerKey(stem, isVideo: isVideo)] = byStem[partnerKey(stem, isVideo: isVideo)] ?? sidecar
        }
        for name in media where pairs[name] == nil {
            let (stem, isVideo) = parts(of: name)
            pairs[name] = byStem[partnerKey(stem, isVideo: !isVideo)]
        }
        return pairs
    }

    private static func partnerKey(_ stem: String, isVideo: Bool) -> String {
        (isVideo ? "v:" : "s:") + stem.lowercased()
    }

    /// The names Google may have given `name`'s sidecar, the most specific first.
    static func sidecarNames(for name: String) -> [String] {
        // `IMG_1234(1).jpg` is either a file of that name or the first duplicate of `IMG_1234.jpg`.
        var originals: [(name: String, number: String)] = [(name, "")]
        if let duplicate = duplicate(name) { originals.append(duplicate) }
        // An edited copy shares its original's sidecar, after its own.
        for (original, number) in originals {
            if let unedited = unedited(original) { originals.append((unedited, number)) }
        }
        var names: [String] = []
        for (original, number) in originals {
            names.append(cut(original) + number + ".json")
            names.append(cut(original + supplementalSuffix) + number + ".json")
        }
        for (original, number) in originals {
            let stem = parts(of: original).stem
            if stem != original { names.append(cut(stem) + number + ".json") }
        }
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    /// The first `nameLimit` characters (Unicode scalars, as Google counts them).
    private static func cut(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.prefix(nameLimit)))
    }

    /// `IMG_1234(1).jpg` → (`IMG_1234.jpg`, `(1)`).
    private static func duplicate(_ name: String) -> (name: String, number: String)? {
        let (stem, _) = parts(of: name)
        let suffix = name.dropFirst(stem.count)
        guard stem.hasSuffix(")"), let open = stem.lastIndex(of: "(") else { return nil }
        let digits = stem[stem.index(after: open)..<stem.index(before: stem.endIndex)]
        guard !digits.isEmpty, digits.count <= 4, digits.allSatisfy(\.isASCIIDigit), open > stem.startIndex else { return nil }
        return (String(stem[..<open]) + suffix, "(\(digits))")
    }

    /// `IMG_1234-edited.jpg` → `IMG_1234.jpg`.
    private static func unedited(_ name: String) -> String? {
        let (stem, _) = parts(of: name)
        guard let suffix = editedSuffixes.first(where: { stem.hasSuffix($0) && stem.count > $0.count }) else { return nil }
        return String(stem.dropLast(suffix.count)) + name.dropFirst(stem.count)
    }

    /// The name before its last dot, and whether the extension is a video's.
    private static func parts(of name: String) -> (stem: String, isVideo: Bool) {
        guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return (name, false) }
        return (String(name[..<dot]), videoExtensions.contains(name[name.index(after: dot)...].lowercased()))
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
