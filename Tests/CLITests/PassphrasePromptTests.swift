import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Sharing
@testable import storychop
import Testing
import TestSupport

/// `publish --passphrase` asks twice whenever what is typed would make the private copy anew.
@Suite struct PassphrasePromptTests {
    private let family = "apple river blue kite"

    /// Answers the prompts with `lines` in turn, keeping the prompts asked.
    private final class Typist {
        var lines: [String]
        var prompts: [String] = []
        init(_ lines: [String]) { self.lines = lines }
        func read(_ prompt: String) throws(PrivateSiteError) -> String {
            prompts.append(prompt)
            return lines.removeFirst()
        }
    }

    private func ask(_ typist: Typist, cache: URL) throws(PrivateSiteError) -> String {
        try PassphrasePrompt.ask(confirm: { PassphrasePrompt.confirmation(opensCopy: PrivateSite.opensCopy(in: cache, with: $0)) },
                                 read: typist.read)
    }

    @Test func aTypoForAnExistingCopyIsAskedAgainNotTakenAsANewPassphrase() throws {
        let folder = try TemporaryDirectory("storychop-prompt")
        defer { folder.remove() }
        let cache = folder.appending("cache")
        let fresh = Typist([family, family + "s"])
        #expect(throws: PrivateSiteError.self) { try ask(fresh, cache: cache) }
        #expect(fresh.prompts.count == 2)

        try FileManager.default.createDirectory(at: folder.appending("site"), withIntermediateDirectories: true)
        _ = try PrivateSite.update(site: folder.appending("site"), files: [], passphrase: family, into: cache)
        let right = Typist([family])
        #expect(try ask(right, cache: cache) == family && right.prompts.count == 1)
        let typo = Typist(["apple river blue kit", "apple river blue kite!"])
        #expect(throws: PrivateSiteError.self) { try ask(typo, cache: cache) }
        #expect(typo.prompts.count == 2 && typo.prompts[1].contains("not the private site's passphrase"))
        let changed = Typist(["pear lake green sail", "pear lake green sail"])
        #expect(try ask(changed, cache: cache) == "pear lake green sail")
    }

    /// ^C at the prompt ends StoryChop as ^C does (killed by SIGINT: the shell says 130), with
    /// the terminal's echo on again. storychop runs in a session of its own on a pseudo-terminal,
    /// as in a terminal window.
    @Test func ctrlCAtThePromptTurnsTheTerminalsEchoBackOn() throws {
        let folder = try TemporaryDirectory("storychop-prompt")
        defer { folder.remove() }
        let root = folder.appending("family").path
        #expect(try CommandRunner.run(["init", root]).status == 0)
        let (master, terminal) = try openPseudoTerminal()
        defer { close(master) }
        let pid = try spawnInSession(on: terminal, [CommandRunner.executable.path, "publish", folder.appending("host").path, "--passphrase", "--archive", root])
        var status: Int32 = 0
        defer { if waitpid(pid, &status, WNOHANG) == 0 { kill(pid, SIGKILL); waitpid(pid, &status, 0) } }
        try #require(readUntil("Family passphrase", from: master), "no prompt on the terminal")
        let slave = open(terminal, O_RDWR | O_NOCTTY)
        defer { close(slave) }
        var settings = termios()
        #expect(tcgetattr(slave, &settings) == 0 && settings.c_lflag & tcflag_t(ECHO) == 0, "echo off while asking")
        kill(pid, SIGINT)
        #expect(waitpid(pid, &status, 0) == pid && status & 0x7f == SIGINT)
        #expect(tcgetattr(slave, &settings) == 0 && settings.c_lflag & tcflag_t(ECHO) != 0, "echo on again after ^C")
    }

    /// A new pseudo-terminal: its master and the path of its terminal. Swift's Glibc shows
    /// neither posix_openpt nor ptsname (they need _XOPEN_SOURCE): Linux's ioctls, by number.
    private func openPseudoTerminal() throws -> (master: Int32, terminal: String) {
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        try #require(master >= 0, "no /dev/ptmx")
        var unlock: Int32 = 0, number: UInt32 = 0
        let setLock: UInt = 0x4004_5431, getNumber: UInt = 0x8004_5430   // TIOCSPTLCK, TIOCGPTN
        try #require(ioctl(master, setLock, &unlock) == 0 && ioctl(master, getNumber, &number) == 0)
        return (master, "/dev/pts/\(number)")
    }

    /// Starts `arguments` as the leader of a new session whose controlling terminal is `terminal`.
    private func spawnInSession(on terminal: String, _ arguments: [String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // POSIX_SPAWN_SETSID | SETSIGMASK | SETSIGDEF (hidden as posix_openpt is): the test's
        // threads block and ignore signals, which a child would inherit.
        posix_spawnattr_setflags(&attributes, 0x80 | 0x08 | 0x04)
        var none = sigset_t(), stopping = sigset_t()
        sigemptyset(&none)
        sigemptyset(&stopping)
        sigaddset(&stopping, SIGINT)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &stopping)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened after setsid: the first terminal a session leader opens becomes its own.
        for fd: Int32 in 0...2 { posix_spawn_file_actions_addopen(&actions, fd, terminal, O_RDWR, 0) }
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let failure = posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, environ)
        try #require(failure == 0, "posix_spawn: \(failure)")
        return pid
    }

    /// Reads the terminal's output until it holds `text`; false after ten seconds.
    private func readUntil(_ text: String, from master: Int32) -> Bool {
        var seen = "", buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, !seen.contains(text) {
            var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 200) >= 0 else { return false }
            if ready.revents & Int16(POLLIN) != 0 {
                let count = read(master, &buffer, buffer.count)
                if count > 0 { seen += String(decoding: buffer[..<count], as: UTF8.self) }
            }
        }
        return seen.contains(text)
    }
}
