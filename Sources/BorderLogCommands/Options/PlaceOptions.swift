import ArgumentParser
import BorderLogModel

/// `COUNTRY`: where the person was, a country or a region of one (US-NY), as `stays add` and `review assign` take it.
struct PlaceOptions: ParsableArguments {
    @Argument(
        help: ArgumentHelp("Country, ISO 3166-1 alpha-2 (e.g. FR, GB, RE), or a US state or Canadian or Australian province (US-NY).", valueName: "country"),
        transform: Place.parsing)
    var place: Place
}
