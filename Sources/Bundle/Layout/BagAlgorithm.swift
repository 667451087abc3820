/// The checksum algorithms of a bundle's BagIt manifests. RFC 8493 §2.4 asks every tool to
/// support SHA-256 and SHA-512 and recommends SHA-512; StoryChop writes both. Bundles made
/// before SHA-512 was added carry SHA-256 alone, and still verify.
public enum BagAlgorithm: String, CaseIterable, Sendable {
    case sha256
    case sha512

    /// `manifest-sha256.txt`: every payload file's checksum.
    public var payloadManifest: String { "manifest-\(rawValue).txt" }
    /// `tagmanifest-sha256.txt`: every other tag file's checksum (RFC 8493 §2.2.1).
    public var tagManifest: String { "tagmanifest-\(rawValue).txt" }
    /// "SHA-256", as people write it.
    public var displayName: String { self == .sha256 ? "SHA-256" : "SHA-512" }
    /// Hex digits in one checksum.
    var hexDigits: Int { self == .sha256 ? 64 : 128 }
}
