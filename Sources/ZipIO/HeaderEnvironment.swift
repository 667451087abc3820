import Foundation

/// Keeps the process's time zone at UTC while libarchive writes ZIP entry headers.
///
/// Why: the ZIP format's DOS date/time field is local time, filled with `localtime_r()`. The
/// same fixed mtime written under `TZ=America/New_York` gave a ZIP with a different sha256
/// (6 bytes differ), breaking "the same archive gives a byte-identical ZIP". (The extended
/// timestamp field libarchive also writes is UTC already.)
///
/// Each header is written under one lock after making sure `TZ=UTC` and calling `tzset()`
/// (glibc's `localtime_r` does not re-read TZ by itself). TZ is not restored afterwards:
/// putting it back means `setenv`/`unsetenv` on every entry, racing with `getenv` in other
/// threads. So after the first ZIP write the whole process runs in UTC; code that needs a
/// person's local day must use an explicit `TimeZone`, never the process default.
enum HeaderEnvironment {
    /// Also taken by tests that change `TZ`, so no header is written in the middle of that.
    static let lock = NSLock()

    static func inUTC<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        if getenv("TZ").map({ String(cString: $0) }) != "UTC" {
            setenv("TZ", "UTC", 1)
        }
        // Cheap when TZ did not change: glibc compares with the value it last parsed.
        tzset()
        return body()
    }
}
