import StoryCore

/// The request paths already judged while the same copy and policy are served: raw path →
/// the file it names and where it is on disk, or nil when refused. Decoding a path and asking
/// the policy were a third of a page request's own work, resolving a recording's real path
/// seven system calls, and browsers ask for the same few hundred paths again and again. Each
/// verdict is kept under the generation of the copy and policy it was made with, and a request
/// of a newer generation starts the list again, so a verdict of an older policy (a story since
/// made private) is never used. At most `limit` paths are kept (then it starts
/// again empty), so odd paths sent by a scanner cannot grow it.
final class ServedPaths: Sendable {
    static let limit = 4096
    private let judged = Locked(Judged())

    private struct Judged {
        var generation = 0
        var paths: [String: ServedPath?] = [:]
    }

    /// What `raw` names under `generation`, judged by `judge` the first time it is asked.
    func file(for raw: String, generation: Int, judge: (String) -> ServedPath?) -> ServedPath? {
        let known = judged.withLock { judged -> ServedPath?? in
            if judged.generation != generation {
                guard generation > judged.generation else { return nil }   // a request of an older one: not kept
                judged = Judged(generation: generation)
            }
            return judged.paths[raw]
        }
        if let known { return known }
        let verdict = judge(raw)
        judged.withLock { judged in
            guard judged.generation == generation else { return }
            if judged.paths.count >= Self.limit { judged.paths = [:] }
            judged.paths[raw] = .some(verdict)
        }
        return verdict
    }
}

/// A request's path as judged: the site's file it names, and that file's path on disk (nil
/// when a recording's real path leads out of the site).
struct ServedPath: Sendable {
    let request: RequestPath
    let disk: String?
}
