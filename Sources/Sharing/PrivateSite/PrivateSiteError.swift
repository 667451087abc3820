import StoryCore

/// What can go wrong making a private site's encrypted copy.
public typealias PrivateSiteError = StageError<PrivateSiteErrorReason>

public enum PrivateSiteErrorReason: ErrorReason {
    /// The passphrase is shorter than `Passphrase.minimumLength`, or the two typings differ.
    case weakPassphrase
    /// Where the passphrase should come from (a file, a variable, storychop.yml) gives none.
    case noPassphrase
    /// A site file changed while it was being encrypted (a build ran at the same time).
    case changedWhileReading
    /// Reading or writing failed.
    case io
}
