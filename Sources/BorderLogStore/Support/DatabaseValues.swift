import BorderLogCore
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
