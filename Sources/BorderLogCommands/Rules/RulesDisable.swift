/// `rules disable ID…`.
typealias RulesDisable = RuleSwitchCommand<RulesOff>

enum RulesOff: RuleSwitchDirection {
    static let enabled = false
    static let edit = """
        a rule with an entry of its own there gets "enabled": false; any other leaves the file's "enabled" list and, when \
        it is on by default (Schengen), gets a switch {"id": …, "enabled": false} in "rules"
        """
}
