import Foundation
import StoryCore
#if canImport(Glibc)
import Glibc
#endif

/// The build stage that puts the photos' copies into the site (`PhotoRecipe`): each original
/// is made into its widths once, and kept while its identity (SHA-256 or stamp) and the recipe
/// are the same, so a rebuild after one photo changed makes that photo's copies only; a photo
/// no longer there leaves copies no build keeps, which `SiteWriter.finish` removes.
struct PhotoPublisher: Sendable {
    let writer: SiteWriter
    /// vipsthumbnail, nil when it is not installed (the pages then show no photos).
    let program: String?
    /// Originals per vipsthumbnail run: few enough that both cores get runs, enough that
    /// starting the program is a small part of the time.
    static let batchSize = 12
    /// Where the copies are made before they are moved into place; hidden, so never shared.
    static let stagingName = ".storychop-photos.tmp"

    struct Publication: Sendable {
        /// `PhotoSource.key` → its copies, smallest first; none when they could not be made.
        var copies: [String: [PhotoCopy]] = [:]
        var warnings: [SiteWarning] = []
        /// How many copies this build made (the rest were kept).
        var made = 0
    }

    func publish(_ sources: [PhotoSource]) throws(SiteError) -> Publication {
        let staging = writer.root.path + "/" + Self.stagingName
        try? FileManager.default.removeItem(atPath: staging)   // a build killed while copying left it
        guard !sources.isEmpty else { return Publication() }
        guard let program else { return Publication(warnings: [SiteWarning(file: "vipsthumbnail", message: PhotoRecipe.missingProgram)]) }
        var publication = Publication()
        var toMake: [PhotoSource] = []
        for source in sources {
            // An original gone since the last build is not shown from its old copies: making it again names it.
            if access(source.original, F_OK) == 0, let kept = kept(source) { publication.copies[source.key] = kept } else { toMake.append(source) }
        }
        guard !toMake.isEmpty else { return publication }
        defer { try? FileManager.default.removeItem(atPath: staging) }
        guard mkdir(staging, 0o755) == 0 else {
            throw SiteError(.io, file: staging, message: "cannot make a folder for the photos' copies", hint: "Check that you may write to the site folder.")
        }
        let numbered = Array(toMake.enumerated())
        let batches = Dictionary(grouping: numbered, by: \.element.recipe.key).values.flatMap { $0.chunked(by: Self.batchSize) }
        let made = batches.parallelMap { batch in
            PhotoBatch(program: program, staging: staging, writer: writer, members: batch.map { ($0.offset, $0.element) }).make()
        }
        for (source, result) in made.joined() {
            switch result {
            case .success(let copies):
                publication.copies[source.key] = copies
                publication.made += copies.count
            case .failure(let failure):
                publication.copies[source.key] = []
                publication.warnings.append(SiteWarning(file: source.original, message: "\(source.owner): this photo cannot be shown: \(failure.reason); \(source.recipe == .portrait ? "their pages show their name without it" : "its page shows its caption without it") — \(failure.hint)"))
            }
        }
        return publication
    }

    /// The copies the last build made of `source` with this recipe, kept as they are; nil when
    /// any is missing or was made from other bytes.
    private func kept(_ source: PhotoSource) -> [PhotoCopy]? {
        let prefix = Self.fingerprintPrefix(source)
        var copies: [PhotoCopy] = []
        for width in source.recipe.widths {
            let path = source.siteFolder + PublishedPhotos.copyName(stem: source.stem, width: width)
            guard let fingerprint = writer.previousFingerprint(of: path) else { continue }
            guard fingerprint.hasPrefix(prefix), let size = Self.size(in: fingerprint.dropFirst(prefix.count)),
                  writer.keepIfUnchanged(path, fingerprint: fingerprint) else { return nil }
            copies.append(PhotoCopy(path: path, width: size.width, height: size.height))
        }
        return copies.isEmpty ? nil : copies
    }

    /// What a copy's fingerprint starts with: the recipe and the original; its size follows.
    static func fingerprintPrefix(_ source: PhotoSource) -> String {
        "photo:\(source.recipe.key):\(source.identity):"
    }

    /// `1600x1200` → its width and height.
    private static func size(in text: Substring) -> (width: Int, height: Int)? {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
        return (width, height)
    }

    /// The vipsthumbnail on PATH, unless the build was told to make no copies.
    static func findProgram() -> String? { PhotoRecipe.findProgram() }
}

/// Why a photo's copies were not made, as the build's warning says it.
struct PhotoFailure: Error, Sendable {
    var reason: String
    var hint: String
}
