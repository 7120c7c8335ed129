/// The version every command and report names.
public enum BorderLogVersion {
    public static let current = "0.2.0"
}
