import ArgumentParser
import BorderLogModel

extension ExemptReason: ExpressibleByArgument {}
