import BorderLogCore
import Foundation
import GRDB

extension LocalDay: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { description.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> LocalDay? {
        String.fromDatabaseValue(dbValue).flatMap(LocalDay.init)
    }
}

extension CountryCode: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { rawValue.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> CountryCode? {
        String.fromDatabaseValue(dbValue).flatMap(CountryCode.init)
    }
}

/// GRDB's own storage text for dates (`yyyy-MM-dd HH:mm:ss.SSS`, UTC), built without a `DateFormatter`,
/// which costs microseconds per row in bulk imports. GRDB reads it back as a `Date`.
func storageText(_ date: Date) -> String {
    let milliseconds = Int((date.timeIntervalSince1970 * 1000).rounded())
    let seconds = milliseconds.quotientAndRemainder(dividingBy: 1000)
    let (secondsPart, millis) = seconds.remainder < 0 ? (seconds.quotient - 1, seconds.remainder + 1000) : seconds
    let days = Int((Double(secondsPart) / 86_400).rounded(.down))
    let inDay = secondsPart - days * 86_400
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    let fraction = millis < 10 ? "00\(millis)" : millis < 100 ? "0\(millis)" : "\(millis)"
    return "\(LocalDay(ordinal: days)) \(two(inDay / 3600)):\(two(inDay / 60 % 60)):\(two(inDay % 60)).\(fraction)"
}
