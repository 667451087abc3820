#if canImport(Glibc)
import Glibc
#endif
@testable import Serve
import Testing

/// The address `serve --lan` prints: the home network's, not a container bridge's, a VPN's or
/// an interface that is down.
@Suite struct LANAddressTests {
    private let running = Int32(IFF_UP) | Int32(IFF_RUNNING)

    private func candidate(_ name: String, _ flags: Int32, _ address: String) -> LANAddress.Candidate {
        LANAddress.Candidate(interface: name, flags: flags, address: address)
    }

    @Test func theHomeNetworksAddressWinsOverLoopbackVirtualAndDownInterfaces() {
        let list = [
            candidate("lo", running | Int32(IFF_LOOPBACK), "127.0.0.1"),
            candidate("docker0", running, "172.17.0.1"),
            candidate("br-5f2a", running, "172.18.0.1"),
            candidate("veth12ab", running, "169.254.3.4"),
            candidate("virbr0", running, "192.168.122.1"),
            candidate("tun0", running, "10.8.0.2"),
            candidate("wg0", running, "10.6.0.2"),
            candidate("eth1", Int32(IFF_UP), "192.168.0.9"),   // up, no cable: not running
            candidate("enp3s0", running, "203.0.113.7"),        // public: only when nothing private is
            candidate("wlp2s0", running, "192.168.1.23"),
        ]
        #expect(LANAddress.choose(from: list) == "192.168.1.23")
        #expect(LANAddress.choose(from: Array(list.dropLast())) == "203.0.113.7")
        #expect(LANAddress.choose(from: Array(list.prefix(8))) == nil)
        #expect(LANAddress.choose(from: [candidate("eth0", running, "172.20.1.5")]) == "172.20.1.5")
    }

    @Test func privateRangesAreTheHomeRoutersOnes() {
        for address in ["10.0.0.1", "172.16.0.1", "172.31.255.254", "192.168.1.1"] { #expect(LANAddress.isPrivate(address)) }
        for address in ["172.15.0.1", "172.32.0.1", "192.169.0.1", "11.0.0.1", "8.8.8.8"] { #expect(!LANAddress.isPrivate(address)) }
    }
}
