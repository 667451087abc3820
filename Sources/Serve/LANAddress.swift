import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// This computer's address on the home network, for the address `serve --lan` prints: the
/// first IPv4 address of an interface that is up and is not the loopback (a phone on the same
/// Wi-Fi reaches it; IPv6 link-local addresses need a zone a phone's camera app cannot type).
public enum LANAddress {
    public static func firstIPv4() -> String? {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return nil }
        defer { freeifaddrs(list) }
        for entry in sequence(first: first, next: { $0.pointee.ifa_next }) {
            let flags = Int32(entry.pointee.ifa_flags)
            guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
                  flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0 else { continue }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            let made = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet in
                var bytes = inet.pointee.sin_addr
                return inet_ntop(AF_INET, &bytes, &text, socklen_t(INET_ADDRSTRLEN)) != nil
            }
            if made { return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        }
        return nil
    }
}
