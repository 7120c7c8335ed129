/// Where a Photos database keeps an asset's place and time, for one span of model versions (`PLModelVersion` in the
/// plist of `Z_METADATA`), the one number that says which layout a database has.
///
/// Layouts as found in Photos' own databases (the osxphotos test libraries of macOS 10.15.7 and 14.6) and in osxphotos's
/// table of names by version: the asset table is `ZGENERICASSET` up to Photos 5 and `ZASSET` from Photos 6; the columns
/// read here have kept their names since. Each span's columns are checked against the database before reading, so a
/// future layout fails with its version and the missing column named rather than with wrong values.
public struct PhotosSchema: Sendable, Equatable {
    /// The Photos release, as a person knows it: "Photos 5 (macOS 10.15)".
    public let name: String
    public let modelVersions: ClosedRange<Int>
    /// The table of assets (one row per photo or video).
    public let assetTable: String

    /// Every span this reader knows, oldest first.
    public static let known: [PhotosSchema] = [
        PhotosSchema(name: "Photos on iOS 12", modelVersions: 12000...12999, assetTable: "ZGENERICASSET"),
        PhotosSchema(name: "Photos 5 (macOS 10.15)", modelVersions: 13000...13999, assetTable: "ZGENERICASSET"),
        PhotosSchema(name: "Photos 6 (macOS 11)", modelVersions: 14000...14999, assetTable: "ZASSET"),
        PhotosSchema(name: "Photos 7 (macOS 12)", modelVersions: 15000...15999, assetTable: "ZASSET"),
        PhotosSchema(name: "Photos 8 (macOS 13)", modelVersions: 16000...16999, assetTable: "ZASSET"),
        PhotosSchema(name: "Photos 9 (macOS 14)", modelVersions: 17000...17999, assetTable: "ZASSET"),
        PhotosSchema(name: "Photos 10 (macOS 15)", modelVersions: 18000...18999, assetTable: "ZASSET"),
        PhotosSchema(name: "Photos 11 (macOS 26)", modelVersions: 19000...19999, assetTable: "ZASSET"),
    ]

    /// The span holding `modelVersion`; an error naming the version when none does.
    public static func forModelVersion(_ modelVersion: Int) throws(PhotoLibraryError) -> PhotosSchema {
        if let schema = known.first(where: { $0.modelVersions.contains(modelVersion) }) { return schema }
        let why = modelVersion < known[0].modelVersions.lowerBound
            ? "older than Photos 5 (macOS 10.15), whose libraries keep their data in photos.db; open the library in a newer Photos to upgrade it"
            : "newer than \(known.last!.name), the newest this version of BorderLog reads"
        throw .unknownSchema(modelVersion: modelVersion, why: why)
    }

    /// Columns of the asset table every span needs.
    static let assetColumns = ["Z_PK", "ZUUID", "ZKIND", "ZDATECREATED", "ZLATITUDE", "ZLONGITUDE", "ZTRASHEDSTATE", "ZHIDDEN"]
    /// Columns of `ZADDITIONALASSETATTRIBUTES` every span needs; `ZASSET` joins it to its asset.
    static let attributeColumns = ["ZASSET", "ZTIMEZONEOFFSET", "ZTIMEZONENAME", "ZORIGINALFILENAME", "ZORIGINALFILESIZE"]

    /// The horizontal accuracy of the position, in metres: Photos 9 and later record it.
    static let accuracyColumn = "ZGPSHORIZONTALACCURACY"

    private init(name: String, modelVersions: ClosedRange<Int>, assetTable: String) {
        self.name = name
        self.modelVersions = modelVersions
        self.assetTable = assetTable
    }
}
