import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// This computer's address on the home network, for the address `serve --lan` prints: an IPv4
/// address a phone on the same Wi-Fi reaches (IPv6 link-local addresses need a zone a phone's
/// camera app cannot type).
public enum LANAddress {
    /// One IPv4 address of an interface, as the system lists them.
    struct Candidate: Equatable {
        let interface: String
        let flags: Int32
        let address: String
    }

    /// Interfaces of containers, bridges, virtual machines and VPN tunnels: up, but no phone on
    /// the Wi-Fi reaches their addresses.
    static let virtualPrefixes = ["docker", "br-", "veth", "virbr", "tun", "wg"]

    public static func firstIPv4() -> String? {
        choose(from: candidates())
    }

    /// The address of an interface that is up and running, not the loopback nor a virtual one;
    /// one in a private range (192.168/16, 10/8, 172.16/12, where home routers give addresses)
    /// before any other; the system's order otherwise.
    static func choose(from candidates: [Candidate]) -> String? {
        let usable = candidates.filter { candidate in
            candidate.flags & Int32(IFF_UP) != 0 && candidate.flags & Int32(IFF_RUNNING) != 0
                && candidate.flags & Int32(IFF_LOOPBACK) == 0
                && !virtualPrefixes.contains { candidate.interface.hasPrefix($0) }
        }
        return (usable.first { isPrivate($0.address) } ?? usable.first)?.address
    }

    static func isPrivate(_ address: String) -> Bool {
        let parts = address.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 4 else { return false }
        return parts[0] == 10 || (parts[0] == 192 && parts[1] == 168) || (parts[0] == 172 && (16...31).contains(parts[1]))
    }

    /// Every IPv4 address of every interface, in the system's order.
    private static func candidates() -> [Candidate] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return [] }
        defer { freeifaddrs(list) }
        return sequence(first: first, next: { $0.pointee.ifa_next }).compactMap { entry in
            guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET) else { return nil }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            let made = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet in
                var bytes = inet.pointee.sin_addr
                return inet_ntop(AF_INET, &bytes, &text, socklen_t(INET_ADDRSTRLEN)) != nil
            }
            guard made else { return nil }
            return Candidate(interface: String(cString: entry.pointee.ifa_name), flags: Int32(entry.pointee.ifa_flags),
                             address: String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
    }
}
