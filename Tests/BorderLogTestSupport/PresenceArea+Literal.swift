import BorderLogModel

/// `["FR": 2]` for a day's evidence counts in a test: the area its text names (`PresenceArea.init(_:)`).
extension PresenceArea: ExpressibleByStringLiteral {
    public init(stringLiteral text: String) {
        self.init(text)
    }
}
