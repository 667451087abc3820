import Foundation

/// How the site's copies of a photo are made: the widths, and what `vipsthumbnail` is told.
/// libvips is run as a program, like ffmpeg, rather than linked: the static release binary stays
/// free of glib and a dozen codec libraries, and it is the same libvips engine.
package struct PhotoRecipe: Sendable, Equatable {
    /// The widths a copy is made at, smallest first; none is larger than its original.
    var widths: [Int]

    /// A story's photos: a phone's screen, a computer's column, a photo opened large.
    static let story = PhotoRecipe(widths: [480, 760, 1600])
    /// A person's portrait, shown small beside their name and on their page.
    static let portrait = PhotoRecipe(widths: [160, 320])

    /// JPEG at quality 75 with its codes optimised, every metadata block removed (GPS, EXIF,
    /// XMP, ICC: the pixels are turned to sRGB first), transparency laid on white.
    static let saveOptions = "Q=75,optimize_coding,strip,background=255"

    /// Part of every copy's fingerprint: a new recipe makes every copy again.
    var key: String { "vips-q75-strip-bg255-" + widths.map(String.init).joined(separator: ",") }

    /// The arguments of one `vipsthumbnail` run making the `width` copies of `inputs` into
    /// `folder`, each named `<input's name without its ending>-<width>.jpg`. `>` shrinks only:
    /// a photo narrower than `width` keeps its own size. vipsthumbnail turns each upright by
    /// its orientation tag.
    static func arguments(width: Int, inputs: [String], into folder: String) -> [String] {
        ["-s", "\(width)x100000>", "-o", "\(folder)/%s-\(width).jpg[\(saveOptions)]"] + inputs
    }

    /// The vipsthumbnail on PATH (Debian's libvips-tools), if any.
    package static func findProgram(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/vipsthumbnail"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The one line a build says when vipsthumbnail is missing.
    static let missingProgram = "not installed, so the pages show no photos (never the originals, which may carry "
        + "where they were taken) — install it (Debian and Ubuntu: sudo apt-get install libvips-tools) and build again"
}
