#if canImport(Glibc)
import Glibc
#endif

/// The terminal whose echo is off and its settings before, for the signal handler, which can
/// reach only globals (set before the handler is installed, so it only reads them).
nonisolated(unsafe) private var hiddenTerminal: Int32 = -1
/// On the heap, not a global `termios`: Swift 6.3 lays a zero-initialised global of an imported
/// C struct out without its padding (57 bytes for termios's 60, swiftlang/swift#91387), so
/// storing the settings there wrote past its end (AddressSanitizer: global-buffer-overflow).
nonisolated(unsafe) private var settingsBefore: UnsafeMutablePointer<termios>?

/// A terminal's echo turned off while a passphrase is typed, and on again however the prompt
/// ends: it returns, or ^C, `kill` or a closed terminal stops StoryChop, whose handler puts the
/// terminal back first and then lets the signal end StoryChop as it would have (130 for ^C),
/// as the shell's `read -s` does. Without it, the terminal would stay silent after a ^C.
enum EchoOff {
    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Runs `body` with echo off on the terminal `fd` (when it is one), then turns it back on.
    static func run<Value, Failure: Error>(on fd: Int32, _ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        var saved = termios()
        guard tcgetattr(fd, &saved) == 0 else { return try body() }
        let settings = settingsBefore ?? UnsafeMutablePointer<termios>.allocate(capacity: 1)
        settings.initialize(to: saved)
        (hiddenTerminal, settingsBefore) = (fd, settings)
        var action = sigaction()
        var previous = Array(repeating: sigaction(), count: signals.count)
        action.__sigaction_handler.sa_handler = { number in EchoOff.restoreAndStop(on: number) }
        sigemptyset(&action.sa_mask)
        for (index, number) in signals.enumerated() { sigaction(number, &action, &previous[index]) }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(fd, TCSANOW, &quiet)
        defer {
            tcsetattr(fd, TCSANOW, &saved)
            for (index, number) in signals.enumerated() { sigaction(number, &previous[index], nil) }
            hiddenTerminal = -1
        }
        return try body()
    }

    /// Only async-signal-safe calls: the signal is blocked while this runs, so the one raised
    /// again ends StoryChop, by its default action, once this returns.
    private static func restoreAndStop(on number: Int32) {
        if hiddenTerminal >= 0, let settingsBefore {
            tcsetattr(hiddenTerminal, TCSANOW, settingsBefore)
            _ = write(hiddenTerminal, "\n", 1)
        }
        signal(number, SIG_DFL)
        raise(number)
    }
}
