/// `rules enable ID…`.
typealias RulesEnable = RuleSwitchCommand<RulesOn>

enum RulesOn: RuleSwitchDirection {
    static let enabled = true
    static let edit = #"a rule with an entry of its own there gets "enabled": true, any other is added to the file's "enabled" list"#
}
