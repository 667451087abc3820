import Crypto
import Foundation
import StoryArchive
import StoryCore
#if canImport(Glibc)
import Glibc
#endif

/// The private site: an encrypted copy of the built site that any static host can serve. Every
/// shared file is stored encrypted under an opaque name in `c/`; the copy's only plain files are
/// the unlock page (`index.html`, `404.html`), `lock.json` and the service worker that decrypts
/// in the visitor's browser (see docs/sharing.md, "A private site").
///
/// The copy lives in a cache folder of the keeper's (`cacheFolder(archive:)`), beside a record
/// of what it holds (`CopyState`), and is updated in place: only files whose bytes changed are
/// encrypted again, and encryption is deterministic, so an unchanged site changes no byte.
public enum PrivateSite {
    /// The plain files of the copy, in the order a host should receive them: the service worker
    /// and lock before the pages that use them.
    static let serviceWorkerName = "unlock-sw.js"
    static let plainFiles = [serviceWorkerName, LockFile.name, "404.html", "index.html"]
    static let sealedFolder = "c"

    public struct Report: Sendable {
        /// The encrypted copy: send this folder.
        public var copy: URL
        /// Every file of the copy (paths relative to it, with sizes): the encrypted ones first,
        /// the unlock page last; what the send step of `publish` sends.
        public var files: [SharedFile]
        /// Files encrypted this time, and how many plain bytes they held.
        public var encrypted: Int
        public var encryptedBytes: Int64
        /// Files whose encrypted form was kept as it was.
        public var kept: Int
        /// Encrypted files removed: the site no longer has them (or the passphrase changed).
        public var removed: Int
        /// True when the copy was (re)made for a new passphrase: a new salt, every file new.
        public var newPassphrase: Bool
    }

    /// Brings the encrypted copy in `folder` (made by `cacheFolder(archive:)`) up to date with
    /// `files` (site-relative paths, as SharedFiles lists them) of the built site at `site`.
    public static func update(site: URL, files: [String], passphrase: String, into folder: URL) throws(PrivateSiteError) -> Report {
        try Passphrase.checkStrength(passphrase)
        let copy = folder.appendingPathComponent("copy")
        try makeFolder(copy.appendingPathComponent(sealedFolder))
        let lock = try CacheLock(folder: folder)
        defer { lock.release() }
        let chosen: (keys: PrivateSiteKeys, lock: LockFile, isNew: Bool)
        do {
            chosen = try LockFile.keys(for: passphrase, copy: copy)
        } catch {
            throw PrivateSiteError(.io, file: nil, message: "cannot derive the key: \(error)", hint: "Report this as a bug.")
        }
        let old = CopyState.read(in: folder, check: chosen.keys.check)
        let refresher = CopyRefresher(site: site, copy: copy, sealer: FileSealer(keys: chosen.keys))
        let outcomes = files.parallelMap { path in Result { () throws(PrivateSiteError) in try refresher.refresh(path, was: old.files[path]) } }
        var state = CopyState(check: chosen.keys.check, files: [:])
        var report = Report(copy: copy, files: [], encrypted: 0, encryptedBytes: 0, kept: 0, removed: 0, newPassphrase: chosen.isNew)
        for (path, outcome) in zip(files, outcomes) {
            let (entry, encrypted) = try outcome.get()
            state.files[path] = entry
            if encrypted {
                report.encrypted += 1
                report.encryptedBytes += entry.stamp.size
            } else {
                report.kept += 1
            }
        }
        let names = Set(state.files.values.map(\.name))
        report.removed = try removeStray(in: copy.appendingPathComponent(sealedFolder), keeping: names)
        try writePlainFiles(into: copy, site: site, lock: chosen.lock)
        try state.write(in: folder)
        report.files = state.files.values.sorted { $0.name < $1.name }.map {
            SharedFile(path: sealedFolder + "/" + $0.name, size: SealedFileFormat.sealedLength(plainLength: $0.stamp.size))
        }
        for name in plainFiles {
            report.files.append(SharedFile(path: name, size: FileIdentity(path: copy.path + "/" + name)?.size ?? 0))
        }
        return report
    }

    /// Where the encrypted copy of `archive`'s site is kept between publishes:
    /// `${XDG_CACHE_HOME:-~/.cache}/storychop/private-sites/<hash of the archive's path>`,
    /// outside the archive, so neither a bundle nor a backup of the archive carries it.
    public static func cacheFolder(archive: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".cache")
        let path = archive.standardizedFileURL.resolvingSymlinksInPath().path
        let key = PrivateSiteKeys.hex(SHA256.hash(data: Data(path.utf8)).prefix(8))
        return base.appendingPathComponent("storychop/private-sites/\(key)")
    }

    /// Whether `passphrase` is the one the copy in `folder` was made with; nil when there is no
    /// copy yet. Another passphrase makes the copy anew, and a typo would lock the family out: the
    /// prompt asks for it twice then.
    public static func opensCopy(in folder: URL, with passphrase: String) -> Bool? {
        guard let lock = LockFile.read(in: folder.appendingPathComponent("copy")) else { return nil }
        return (try? PrivateSiteKeys(passphrase: passphrase, salt: lock.saltBytes, iterations: lock.iterations))?.check == lock.check
    }

    static func makeFolder(_ url: URL) throws(PrivateSiteError) {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw PrivateSiteError(.io, file: url.path, message: "cannot create the encrypted copy's folder",
                                   hint: "Check that you may write there, or set XDG_CACHE_HOME to a folder you may.")
        }
    }

    /// Removes what `c/` holds beyond `names`: files the site no longer has, encryptions under an
    /// old passphrase, and the `.partial` of a run cut short.
    private static func removeStray(in folder: URL, keeping names: Set<String>) throws(PrivateSiteError) -> Int {
        let present = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var removed = 0
        for name in present where !names.contains(name) {
            guard unlink(folder.path + "/" + name) == 0 else {
                throw PrivateSiteError.io(folder.path + "/" + name, "cannot remove an old encrypted file", errno: errno)
            }
            if !name.hasSuffix(".partial") { removed += 1 }
        }
        return removed
    }

    private static func writePlainFiles(into copy: URL, site: URL, lock: LockFile) throws(PrivateSiteError) {
        let page = UnlockPage.html(stylesheet: UnlockPage.stylesheet(of: site))
        let contents: [(String, Data)] = [(serviceWorkerName, Data(ServiceWorkerScript.text.utf8)), (LockFile.name, lock.encoded()),
                                          ("404.html", Data(page.utf8)), ("index.html", Data(page.utf8))]
        for (name, data) in contents {
            do {
                try AtomicFile.writeIfChanged(data, to: copy.appendingPathComponent(name), as: .remakeable)
            } catch {
                throw PrivateSiteError(.io, file: copy.appendingPathComponent(name).path, message: "cannot write the unlock page",
                                       hint: "Check that you may write there.")
            }
        }
    }
}
