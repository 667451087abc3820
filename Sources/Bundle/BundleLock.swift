import StoryArchive

extension ArchiveLock {
    /// The archive's lock for a bundle command (export, repair), its failure as a bundle error.
    public static func forBundle(_ archive: Archive) throws(BundleError) -> ArchiveLock {
        do {
            return try ArchiveLock(archive: archive)
        } catch {
            throw BundleError(error)
        }
    }
}
