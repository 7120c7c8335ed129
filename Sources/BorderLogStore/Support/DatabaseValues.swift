import BorderLogModel
import Foundation
import GRDB

extension LocalDay: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { description.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> LocalDay? {
        String.fromDatabaseValue(dbValue).flatMap(LocalDay.init)
    }
}

extension SourceFormat: DatabaseValueConvertible {}
extension Crossing.Direction: DatabaseValueConvertible {}
extension Crossing.Authority: DatabaseValueConvertible {}
extension Stay.Origin: DatabaseValueConvertible {}
extension AlertEvent.Kind: DatabaseValueConvertible {}
extension AlertOutcome: DatabaseValueConvertible {}

extension WallTime: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { description.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> WallTime? {
        String.fromDatabaseValue(dbValue).flatMap(WallTime.init)
    }
}

extension CountryCode: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { rawValue.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> CountryCode? {
        String.fromDatabaseValue(dbValue).flatMap(CountryCode.init)
    }
}

extension RegionCode: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { rawValue.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> RegionCode? {
        String.fromDatabaseValue(dbValue).flatMap(RegionCode.init)
    }
}

/// GRDB's own storage text for dates (`yyyy-MM-dd HH:mm:ss.SSS`, UTC), built without a `DateFormatter`,
/// which costs microseconds per row in bulk imports. GRDB reads it back as a `Date`.
func storageText(_ date: Date) -> String {
    ASCIIDigits.string(capacity: 23) { writeStorageText(date, to: $0) }
}

/// Writes `storageText(date)` at `out` and returns its length, 23.
func writeStorageText(_ date: Date, to out: UnsafeMutablePointer<UInt8>) -> Int {
    let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
    let (seconds, millis) = milliseconds.quotientAndRemainder(dividingBy: 1000)
    let (whole, fraction) = millis < 0 ? (seconds - 1, millis + 1000) : (seconds, millis)
    _ = ASCIIDigits.writeDateTime(seconds: whole, separator: UInt8(ascii: " "), to: out)
    out[19] = UInt8(ascii: ".")
    out[20] = UInt8(48 + fraction / 100)
    out[21] = UInt8(48 + fraction / 10 % 10)
    out[22] = UInt8(48 + fraction % 10)
    return 23
}
