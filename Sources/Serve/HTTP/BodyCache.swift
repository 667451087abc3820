import Hummingbird
import StoryCore

/// The bodies of small files as last sent, so a file asked for again is not read, nor a page's
/// reload tag added or its gzip made, again: each is kept under its path and what it was made
/// as (plain, a page of some version, gzipped), with the file's tag, and used only while the
/// file still has that tag. A family's browsers ask for the same pages, scripts and styles over
/// and over; nginx answers those from the disk cache with sendfile, and without this cache serve
/// spends more on reading and copying than on HTTP. At most `limit` bytes are kept: when that
/// is reached the cache starts again empty, which is simpler than ageing entries out and, for a
/// site's working set of pages, as good.
final class BodyCache: Sendable {
    static let limit = 8 * 1024 * 1024

    private let entries = Locked(Entries())

    private struct Entries {
        var bodies: [String: (tag: String, body: ByteBuffer)] = [:]
        var bytes = 0
    }

    /// The body kept for `key` when it was made from the file as `tag` says it is now; else
    /// makes it with `make` and keeps it.
    func body(_ key: String, tag: String, make: () throws -> ByteBuffer) rethrows -> ByteBuffer {
        if let kept = entries.withLock({ $0.bodies[key] }), kept.tag == tag { return kept.body }
        let body = try make()
        guard body.readableBytes <= FileBytes.readAtOnce else { return body }
        entries.withLock { entries in
            if entries.bytes + body.readableBytes > Self.limit { entries = Entries() }
            entries.bytes += body.readableBytes - (entries.bodies[key]?.body.readableBytes ?? 0)
            entries.bodies[key] = (tag, body)
        }
        return body
    }
}
