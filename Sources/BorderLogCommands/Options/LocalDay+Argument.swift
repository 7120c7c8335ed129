import ArgumentParser
import BorderLogModel

extension LocalDay: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(argument)
    }

    public static var defaultCompletionKind: CompletionKind { .default }
}

extension SignalKind: ExpressibleByArgument {}
