/// Small location exports in the shapes real exporters write, shared by reader and command tests.
public enum SampleExports {
    /// A Google Takeout `Records.json` with accuracy, activity, both timestamp forms and two bad records.
    public static let googleRecords = """
        {
          "locations": [{
            "latitudeE7": 515072220,
            "longitudeE7": -1275950,
            "accuracy": 12,
            "source": "WIFI",
            "activity": [{"timestamp": "2024-07-01T06:00:00Z", "activity": [{"type": "STILL", "confidence": 100}]}],
            "timestamp": "2024-07-01T06:00:00.000Z"
          }, {
            "latitudeE7": 525200660,
            "longitudeE7": 134049540,
            "timestampMs": "1719849600000"
          }, {
            "latitudeE7": "north",
            "longitudeE7": 134049540,
            "timestamp": "2024-07-01T17:00:00Z"
          }, {
            "longitudeE7": 134049540,
            "timestamp": "2024-07-01T17:30:00Z"
          }, {
            "latitudeE7": 525200660,
            "longitudeE7": 134049540,
            "timestamp": "2024-07-01T18:00:00+02:00"
          }]
        }
        """
}
