import ArgumentParser

/// `borderlog plan …`: saved what-if stays for forecasts and rule reports.
public struct PlanCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Save, list and remove planned stays (what-if scenarios).",
        discussion: """
            A plan is a stay you may take: `borderlog plan add PT 2025-07-01 2025-07-21 --name summer`. Plans never \
            enter the ledger; `report rules --with-plans` and `report forecast --with-plans` count them as if they \
            happened, each planned day a full day in the plan's country.
            """,
        subcommands: [PlanAdd.self, PlanList.self, PlanRemove.self])

    public init() {}
}
