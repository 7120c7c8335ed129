import ArgumentParser
import BorderLogCore

extension ExemptReason: ExpressibleByArgument {}
