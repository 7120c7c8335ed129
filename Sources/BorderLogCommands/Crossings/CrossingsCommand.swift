import ArgumentParser

/// `borderlog crossings …`: border crossings as an authority recorded them.
public struct CrossingsCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "crossings",
        abstract: "Import, list and remove border crossings: the EES record, an I-94 or Home Office travel history, passport stamps.",
        discussion: """
            A crossings CSV has the header `date,direction,port,country,authority,note`: the date (YYYY-MM-DD), \
            `entry` or `exit`, the port (an IATA code gives the country by itself, or any name), the ISO 3166-1 \
            alpha-2 code of the state whose border was crossed, who recorded it (ees, i94, uk-sar, au-movements, \
            stamp, self) and a free note. The I-94 travel history copied or saved from i94.cbp.dhs.gov is read as it \
            is, and so is the UK Home Office travel history a subject access request returns (its PDF or its \
            text; authority uk-sar). Crossings outrank everything observed; between an entry into the Schengen Area and the next exit, \
            days nothing else places are counted as zone-only days. `report reconcile` compares the record with \
            your evidence day by day; `crossings checkpoint` keeps what an EES check said remained.
            """,
        subcommands: [CrossingsImport.self, CrossingsList.self, CrossingsRemove.self, CrossingsCheckpoint.self])

    public init() {}
}
