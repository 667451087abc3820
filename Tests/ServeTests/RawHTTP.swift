import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A request sent byte for byte over a socket to 127.0.0.1, and the answer as it came: no
/// client library between, so a path like `/%2e%2e/x` reaches the server as written (curl and
/// URLSession tidy such paths away) and a gzipped body arrives still gzipped.
struct RawHTTP {
    struct Reply {
        var status: Int
        /// Header names in lower case.
        var headers: [String: String]
        var body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Sends `method path` with `headers` (and `Connection: close`) on a thread of its own,
    /// waiting at most ten seconds for the whole answer.
    static func send(port: Int, _ path: String, method: String = "GET", headers: [String: String] = [:]) async throws -> Reply {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try exchange(port: port, path: path, method: method, headers: headers) })
            }
        }
    }

    private static func exchange(port: Int, path: String, method: String, headers: [String: String]) throws -> Reply {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket: \(errno)") }
        defer { close(fd) }
        var limit = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(description: "connect to port \(port): \(errno)") }
        var request = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        let bytes = Array((request + "\r\n").utf8)
        guard write(fd, bytes, bytes.count) == bytes.count else { throw Failure(description: "write: \(errno)") }
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let got = read(fd, &chunk, chunk.count)
            if got > 0 { received += chunk[..<got] } else if got == 0 { break } else { throw Failure(description: "read: \(errno)") }
        }
        return try parse(received)
    }

    private static func parse(_ received: [UInt8]) throws -> Reply {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = (0...max(0, received.count - 4)).first(where: { Array(received[$0..<min($0 + 4, received.count)]) == separator }) else {
            throw Failure(description: "no header end in \(received.count) bytes")
        }
        let lines = String(decoding: received[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let status = Int(lines[0].split(separator: " ")[1]) ?? 0
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Reply(status: status, headers: headers, body: Array(received[(end + 4)...]))
    }
}
