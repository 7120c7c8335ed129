import BorderLogCore
import Foundation

/// Builders for synthetic evidence, so tests read like the stays a person would type.
public func day(_ text: String) -> LocalDay {
    guard let day = LocalDay(text) else { fatalError("bad test date \(text)") }
    return day
}

public func country(_ code: String) -> CountryCode {
    guard let country = CountryCode(code) else { fatalError("bad test country \(code)") }
    return country
}

/// A stay from "CC entry…exit" parts; `exit` nil for a stay still running.
public func stay(_ code: String, _ entry: String, _ exit: String?, note: String? = nil) -> Stay {
    Stay(country: country(code), entry: day(entry), exit: exit.map(day), note: note)
}

public func range(_ first: String, _ last: String) -> DayRange {
    DayRange(day(first), day(last))!
}

/// A ledger built from stays and overrides with the bundled rules, through `to`.
public func ledger(_ stays: [Stay], overrides: [DayOverride] = [], to: String? = nil) throws -> Ledger {
    let builder = LedgerBuilder(rules: try RuleBook.bundled())
    let range = LedgerBuilder.range(stays: stays, overrides: overrides, to: to.map(day), today: day("2000-01-01"))
    return builder.build(stays: stays, overrides: overrides, range: range)
}
