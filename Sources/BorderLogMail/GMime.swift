import CGMime

/// GMime's process-wide setup and the few GObject helpers the wrapper files share.
///
/// `g_mime_init` registers GMime's types and loads its charset tables; it must run once before any other GMime
/// call, and calling it again from another thread is a race. A `static let` is initialised exactly once, on first
/// use, under Swift's own lock.
enum GMime {
    private static let initialised: Void = g_mime_init()

    /// Runs `g_mime_init` the first time it is called; every entry point into GMime calls it first.
    static func initialise() {
        _ = initialised
    }

    /// Whether `object` is an instance of `type` or of a subclass (the C macros `GMIME_IS_PART`, … are not
    /// importable).
    static func isA(_ object: UnsafeMutableRawPointer, _ type: GType) -> Bool {
        g_type_check_instance_is_a(object.assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }

    /// A C string GMime owns, as Swift text (nil stays nil).
    static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: strlen($0)), as: UTF8.self) }
    }

    /// A C string GMime hands over (to be freed with `g_free`), as Swift text.
    static func take(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
        defer { g_free(pointer) }
        return string(pointer)
    }
}
