import Sharing
import StoryCore
import Testing

/// DEST as the keeper types it: a folder, an SSH destination, an rclone remote, or a mistake.
@Suite struct PublishDestinationTests {
    @Test func eachFormIsRecognised() throws {
        #expect(try PublishDestination.parse("/media/usb/family") == .folder("/media/usb/family"))
        #expect(try PublishDestination.parse("site-copy", currentFolder: "/home/k") == .folder("/home/k/site-copy"))
        #expect(try PublishDestination.parse("./a:b", currentFolder: "/home/k") == .folder("/home/k/a:b"))
        #expect(try PublishDestination.parse("me@example.org:www/family") == .ssh("me@example.org:www/family"))
        #expect(try PublishDestination.parse("example.org:/srv/family") == .ssh("example.org:/srv/family"))
        #expect(try PublishDestination.parse("rclone:bucket:family/site") == .rclone("bucket:family/site"))
    }

    @Test func aSchemeOrADestinationWithoutAPathIsAUsageError() {
        for text in ["ftp://example.org/x", "s3://bucket/x", "https://example.org", "host:", "rclone:bucket", "rclone:bucket:", "rclone::x", ""] {
            #expect("\(text)") { try PublishDestination.parse(text) } throws: { error in
                (error as? PublishError)?.exitStatus == .usage && "\(error)".contains("user@host:path")
            }
        }
    }
}
