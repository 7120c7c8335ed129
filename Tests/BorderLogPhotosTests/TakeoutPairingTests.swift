import Testing
@testable import BorderLogPhotos

/// Google's sidecar names as real Takeout exports write them, paired from the media side.
@Suite struct TakeoutPairingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let label: String
        let media: [String]
        let json: [String]
        let expected: [String: String]
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(label: "classic NAME.json", media: ["IMG_1234.jpg"], json: ["IMG_1234.jpg.json"], expected: ["IMG_1234.jpg": "IMG_1234.jpg.json"]),
        Case(label: "supplemental-metadata", media: ["IMG_1234.jpg"], json: ["IMG_1234.jpg.supplemental-metadata.json"],
             expected: ["IMG_1234.jpg": "IMG_1234.jpg.supplemental-metadata.json"]),
        Case(label: "suffix cut to .supplemental-metad", media: ["IMG_20240603_101500_HDR.jpg"],
             json: ["IMG_20240603_101500_HDR.jpg.supplemental-metad.json"],
             expected: ["IMG_20240603_101500_HDR.jpg": "IMG_20240603_101500_HDR.jpg.supplemental-metad.json"]),
        Case(label: "suffix cut to .supplemental-met (motion photo)", media: ["PXL_20240603_101500123.MP.jpg"],
             json: ["PXL_20240603_101500123.MP.jpg.supplemental-met.json"],
             expected: ["PXL_20240603_101500123.MP.jpg": "PXL_20240603_101500123.MP.jpg.supplemental-met.json"]),
        Case(label: "suffix cut to .supp", media: ["Screenshot_2024-01-01-12-00-00-00_map.jpg"],
             json: ["Screenshot_2024-01-01-12-00-00-00_map.jpg.supp.json"],
             expected: ["Screenshot_2024-01-01-12-00-00-00_map.jpg": "Screenshot_2024-01-01-12-00-00-00_map.jpg.supp.json"]),
        Case(label: "long name cut into its extension", media: ["Urlaub in Knaufspesch in der Schneifel (38).JPG"],
             json: ["Urlaub in Knaufspesch in der Schneifel (38).JP.json", "Urlaub in Knaufspesch in der Schneifel (39).JP.json"],
             expected: ["Urlaub in Knaufspesch in der Schneifel (38).JPG": "Urlaub in Knaufspesch in der Schneifel (38).JP.json"]),
        Case(label: "long name, new style: the suffix is cut away entirely", media: ["20240101_120000_Holiday_in_the_Alps_with_friends.jpg"],
             json: ["20240101_120000_Holiday_in_the_Alps_with_frien.json"],
             expected: ["20240101_120000_Holiday_in_the_Alps_with_friends.jpg": "20240101_120000_Holiday_in_the_Alps_with_frien.json"]),
        Case(label: "duplicate takes the numbered sidecar, original its own", media: ["IMG_1234.jpg", "IMG_1234(1).jpg"],
             json: ["IMG_1234.jpg.json", "IMG_1234.jpg(1).json"],
             expected: ["IMG_1234.jpg": "IMG_1234.jpg.json", "IMG_1234(1).jpg": "IMG_1234.jpg(1).json"]),
        Case(label: "duplicate, new style: the number after the suffix", media: ["IMG_20210704_094147.jpg", "IMG_20210704_094147(1).jpg"],
             json: ["IMG_20210704_094147.jpg.supplemental-metadata.json", "IMG_20210704_094147.jpg.supplemental-metadata(1).json"],
             expected: [
                "IMG_20210704_094147.jpg": "IMG_20210704_094147.jpg.supplemental-metadata.json",
                "IMG_20210704_094147(1).jpg": "IMG_20210704_094147.jpg.supplemental-metadata(1).json",
             ]),
        Case(label: "a name with a number in brackets of its own keeps it", media: ["Party (2).jpg"], json: ["Party (2).jpg.json", "Party .jpg(2).json"],
             expected: ["Party (2).jpg": "Party (2).jpg.json"]),
        Case(label: "edited copies share the original's sidecar", media: ["IMG_1234.jpg", "IMG_1234-edited.jpg"], json: ["IMG_1234.jpg.json"],
             expected: ["IMG_1234.jpg": "IMG_1234.jpg.json", "IMG_1234-edited.jpg": "IMG_1234.jpg.json"]),
        Case(label: "German edited copy", media: ["IMG_1234-bearbeitet.jpg"], json: ["IMG_1234.jpg.supplemental-metadata.json"],
             expected: ["IMG_1234-bearbeitet.jpg": "IMG_1234.jpg.supplemental-metadata.json"]),
        Case(label: "French edited copy, composed", media: ["IMG_1234-modifi\u{E9}.jpg"], json: ["IMG_1234.jpg.json"],
             expected: ["IMG_1234-modifi\u{E9}.jpg": "IMG_1234.jpg.json"]),
        Case(label: "French edited copy, decomposed (as macOS writes names)", media: ["IMG_1234-modifie\u{301}.jpg"], json: ["IMG_1234.jpg.json"],
             expected: ["IMG_1234-modifie\u{301}.jpg": "IMG_1234.jpg.json"]),
        Case(label: "edited duplicate", media: ["IMG_1234-edited(1).jpg"], json: ["IMG_1234.jpg(1).json", "IMG_1234.jpg.json"],
             expected: ["IMG_1234-edited(1).jpg": "IMG_1234.jpg(1).json"]),
        Case(label: "Live Photo: the video shares the still's sidecar", media: ["IMG_1234.HEIC", "IMG_1234.MP4"], json: ["IMG_1234.HEIC.json"],
             expected: ["IMG_1234.HEIC": "IMG_1234.HEIC.json", "IMG_1234.MP4": "IMG_1234.HEIC.json"]),
        Case(label: "a video with its own sidecar keeps it", media: ["IMG_1234.HEIC", "IMG_1234.MP4"], json: ["IMG_1234.HEIC.json", "IMG_1234.MP4.json"],
             expected: ["IMG_1234.HEIC": "IMG_1234.HEIC.json", "IMG_1234.MP4": "IMG_1234.MP4.json"]),
        Case(label: "two stills of one name share nothing", media: ["IMG_1234.jpg", "IMG_1234.png"], json: ["IMG_1234.jpg.json"],
             expected: ["IMG_1234.jpg": "IMG_1234.jpg.json"]),
        Case(label: "old export without the extension", media: ["IMG_1234.jpg"], json: ["IMG_1234.json"], expected: ["IMG_1234.jpg": "IMG_1234.json"]),
        Case(label: "album and archive metadata are not sidecars", media: ["IMG_1234.jpg"],
             json: ["metadata.json", "métadonnées.json", "print-subscriptions.json", "shared_album_comments.json", "user-generated-memory-titles.json"],
             expected: [:]),
        Case(label: "similar names do not pair", media: ["IMG_12345.jpg", "IMG_1234.jpeg"], json: ["IMG_1234.jpg.json", "IMG_123.jpg.json"], expected: [:]),
        Case(label: "a cut name needs the whole first 46 characters", media: ["20240101_120000_Holiday_in_the_Alps_with_friends.jpg"],
             json: ["20240101_120000_Holiday_in_the_Alps_with_frie.json"], expected: [:]),
    ]

    @Test(arguments: cases) func pairsRealNames(_ example: Case) {
        #expect(TakeoutPairing.pair(media: example.media, json: Set(example.json)) == example.expected)
    }

    @Test func theOwnSidecarComesBeforeTheSharedOnes() {
        #expect(Array(TakeoutPairing.sidecarNames(for: "IMG_1-edited.jpg").prefix(4)) == [
            "IMG_1-edited.jpg.json", "IMG_1-edited.jpg.supplemental-metadata.json", "IMG_1.jpg.json", "IMG_1.jpg.supplemental-metadata.json",
        ])
    }
}
