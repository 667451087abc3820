import Foundation

/// A UTF-8 character-set locale that one libarchive handle switches to, for the calling thread
/// only (`uselocale`), while it reads or writes entry names.
///
/// Why: a Swift process runs in the C locale, and libarchive 3.6 converts names through the
/// current locale. Under C, a UTF-8-flagged name ("é.txt", as Python and StoryChop write them)
/// cannot be converted and is read as "" (pathname and pathname_utf8 both empty), and names are
/// written without the UTF-8 flag, so Python and Windows show "├⌐.txt". `setlocale` would fix
/// both but changes the whole process; `uselocale` changes only this thread, only for the call.
final class UTF8Locale {
    /// Names that mean "UTF-8 characters" on glibc (C.UTF-8 is built in since 2.35) and macOS.
    private static let names = ["C.UTF-8", "C.utf8", "en_US.UTF-8", "UTF-8"]
    private let locale: locale_t?

    init() {
        // A loop, not `lazy.compactMap(…).first`: that calls `newlocale` twice for the first
        // name that works (once to find the start, once to read it) and lost the first locale.
        var found: locale_t?
        for name in Self.names where found == nil {
            found = newlocale(LC_CTYPE_MASK, name, nil)
        }
        locale = found
    }

    deinit {
        if let locale { freelocale(locale) }
    }

    /// False on a system without any UTF-8 locale; non-ASCII names are then unreliable.
    var isAvailable: Bool { locale != nil }

    /// Runs `body` with this thread's character set switched to UTF-8, then switches back.
    func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        guard let locale else { return try body() }
        let previous = uselocale(locale)
        defer { uselocale(previous) }
        return try body()
    }
}
