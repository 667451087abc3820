@testable import Serve
import Testing

/// Which request paths name a file of the site, and which are refused before the disk is asked.
@Suite struct RequestPathTests {
    @Test(arguments: [
        ("/", "index.html"),
        ("/stories/", "stories/index.html"),
        ("/stories/how-we-met/audio.m4a", "stories/how-we-met/audio.m4a"),
        ("/stories/how%20we%20met/index.html", "stories/how we met/index.html"),
        ("/caf%C3%A9/index.html", "café/index.html"),
    ])
    func namesAFileOfTheSite(raw: String, file: String) {
        #expect(RequestPath(raw)?.file == file)
    }

    @Test(arguments: [
        "/../storychop.yml", "/stories/../../etc/passwd", "/%2e%2e/storychop.yml", "/%2E%2E/storychop.yml",
        "/stories%2f..%2f..%2fstorychop.yml", "/stories%2Fhow-we-met/index.html", "/.storychop-build",
        "/stories/.storychop-build-files", "/%2estorychop-build", "/stories/./index.html", "/stories//index.html",
        "/stories\\..\\storychop.yml", "/stories/%5c../x", "/x%00y", "/x%0Ay", "/%zz", "stories/index.html", "",
    ])
    func refused(raw: String) {
        #expect(RequestPath(raw) == nil, "\(raw) should be refused")
    }

    @Test func aFolderAskedWithItsSlashIsItsIndex() {
        #expect(RequestPath("/stories/")?.namesFolder == true)
        #expect(RequestPath("/stories")?.namesFolder == false)
    }
}
