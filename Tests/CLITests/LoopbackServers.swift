import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Real servers a test starts on loopback, in its own temporary folder, on a free port, and
/// stops when done (`stop()`, from a `defer`, so also when the test fails).
enum Loopback {
    /// A port nothing listens on now: the kernel's choice for a socket bound to port 0.
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw ServerError("no free loopback port: errno \(errno)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Waits until something accepts connections on `port`, or fails after `seconds`.
    static func waitForPort(_ port: Int, seconds: Double) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = loopback(port: port)
            let connected = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
            }
            close(fd)
            if connected { return }
            usleep(20_000)
        }
        throw ServerError("nothing listened on port \(port) within \(seconds) seconds")
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }

    /// Runs `executable arguments…` to its end; throws with what it said when it fails.
    static func runTool(_ executable: String, _ arguments: [String]) throws {
        let result = try Spawned.run(executable, arguments)
        guard result.status == 0 else { throw ServerError("\(executable) failed: \(result.stderr)") }
    }

    /// Stops the server whose pid file is `pidFile` (SIGTERM), waiting up to 10 seconds for it to go.
    /// Servers run as daemons of their own, not as children of the test: a long-lived child
    /// of the test process keeps Foundation's `Process` from noticing other children end.
    static func stop(pidFile: String) {
        guard let text = try? String(contentsOfFile: pidFile, encoding: .utf8), let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)),
              pid > 1 else { return }
        kill(pid, SIGTERM)
        let deadline = Date().addingTimeInterval(10)
        while kill(pid, 0) == 0, Date() < deadline { usleep(20_000) }
    }

    /// Waits until something accepts connections on `port` (`log` is shown when nothing does).
    static func waitForPort(_ port: Int, log: String, seconds: Double = 20) throws {
        do {
            try waitForPort(port, seconds: seconds)
        } catch {
            throw ServerError("\(error); the server said: \((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")")
        }
    }
}

struct ServerError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Debian's OpenSSH server, run as the current user with its own host key, config and
/// authorized keys, and a user key the test's ssh, rsync and rclone log in with.
struct SSHServer {
    let folder: URL
    let port: Int
    var userKey: String { folder.path + "/user_key" }
    var user: String { String(cString: getpwuid(getuid()).pointee.pw_name) }

    init(in folder: URL) throws {
        self.folder = folder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for key in ["host_key", "user_key"] {
            try Loopback.runTool("/usr/bin/ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", folder.path + "/" + key])
        }
        try FileManager.default.copyItem(atPath: folder.path + "/user_key.pub", toPath: folder.path + "/authorized_keys")
        // sshd run as root wants its privilege separation folder, which only the service's start makes.
        if getuid() == 0 { try? FileManager.default.createDirectory(atPath: "/run/sshd", withIntermediateDirectories: true) }
        port = try Loopback.freePort()
        let config = """
            Port \(port)
            ListenAddress 127.0.0.1
            HostKey \(folder.path)/host_key
            PidFile \(folder.path)/sshd.pid
            AuthorizedKeysFile \(folder.path)/authorized_keys
            StrictModes no
            PasswordAuthentication no
            KbdInteractiveAuthentication no
            PermitRootLogin prohibit-password
            UsePAM no
            Subsystem sftp internal-sftp
            LogLevel ERROR

            """
        try config.write(toFile: folder.path + "/sshd_config", atomically: true, encoding: .utf8)
        let log = folder.path + "/sshd.log"
        try Loopback.runTool("/usr/sbin/sshd", ["-f", folder.path + "/sshd_config", "-E", log])
        do {
            try Loopback.waitForPort(port, log: log)
        } catch {
            stop()
            throw error
        }
    }

    /// The ssh command rsync runs (RSYNC_RSH): this server's port and key, and no user config.
    var sshCommand: String {
        "ssh -F /dev/null -p \(port) -i \(userKey) -o IdentitiesOnly=yes -o BatchMode=yes"
            + " -o UserKnownHostsFile=\(folder.path)/known_hosts -o StrictHostKeyChecking=accept-new"
    }

    /// An rclone config with one SFTP remote, `host`, to this server.
    func rcloneConfig() throws -> String {
        let file = folder.path + "/rclone.conf"
        let text = "[host]\ntype = sftp\nhost = 127.0.0.1\nport = \(port)\nuser = \(user)\nkey_file = \(userKey)\n"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    func stop() { Loopback.stop(pidFile: folder.path + "/sshd.pid") }
}

/// nginx serving one folder on a loopback port, with its own config and temporary files.
struct NginxServer {
    let port: Int
    let folder: URL

    init(serving root: URL, in folder: URL) throws {
        self.folder = folder
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("logs"), withIntermediateDirectories: true)
        port = try Loopback.freePort()
        let temp = folder.path
        let config = """
            \(getuid() == 0 ? "user root;" : "")
            pid \(temp)/nginx.pid;
            error_log \(temp)/logs/error.log;
            events { worker_connections 64; }
            http {
                include /etc/nginx/mime.types;
                access_log off;
                client_body_temp_path \(temp)/body; proxy_temp_path \(temp)/proxy; fastcgi_temp_path \(temp)/fastcgi;
                uwsgi_temp_path \(temp)/uwsgi; scgi_temp_path \(temp)/scgi;
                server { listen 127.0.0.1:\(port); root \(root.path); }
            }

            """
        try config.write(toFile: temp + "/nginx.conf", atomically: true, encoding: .utf8)
        try Loopback.runTool("/usr/sbin/nginx", ["-p", temp, "-c", temp + "/nginx.conf", "-e", temp + "/logs/error.log"])
        do {
            try Loopback.waitForPort(port, log: temp + "/logs/error.log")
        } catch {
            stop()
            throw error
        }
    }

    /// The body and status of GET `path`, with a `Range` header when given.
    func get(_ path: String, range: String? = nil) throws -> (status: Int, body: Data) {
        let body = folder.appendingPathComponent("body-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: body) }
        var arguments = ["-s", "-o", body.path, "-w", "%{http_code}", "http://127.0.0.1:\(port)/\(path)"]
        if let range { arguments += ["-H", "Range: bytes=\(range)"] }
        let result = try Spawned.run("/usr/bin/curl", arguments)
        return (Int(result.stdout) ?? 0, (try? Data(contentsOf: body)) ?? Data())
    }

    func stop() { Loopback.stop(pidFile: folder.path + "/nginx.pid") }
}

/// A program run with `posix_spawn` and waited for with `waitpid`, its output in files.
/// Foundation's `Process` is not used here: in a test process running many at once it can
/// miss a child's end and wait for ever (a daemon's parent, left a zombie).
enum Spawned {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let folder = FileManager.default.temporaryDirectory
        let out = folder.appendingPathComponent("storychop-out-\(UUID().uuidString)").path
        let err = folder.appendingPathComponent("storychop-err-\(UUID().uuidString)").path
        defer { unlink(out); unlink(err) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let variables = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }.map { "\($0.key)=\($0.value)" }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let started = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard started == 0 else { throw ServerError("cannot run \(executable): \(String(cString: strerror(started)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exit = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Result(status: exit, stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
                                    stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
    }

    /// `storychop arguments…`, the binary the other CLI tests run.
    static func storychop(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        try run(CommandRunner.executable.path, arguments, environment: environment)
    }
}
