import Testing
@testable import ZipIO

@Suite struct ZipEntryPathTests {
    @Test(arguments: [
        ("story.m4a", ["story.m4a"], false),
        ("Voice/2024/story.m4a", ["Voice", "2024", "story.m4a"], false),
        ("Voice/", ["Voice"], true),
        ("Grand-mère/histoire é.txt", ["Grand-mère", "histoire é.txt"], false),
        ("..hidden/..x", ["..hidden", "..x"], false),
        (#"Voice\story.m4a"#, ["Voice", "story.m4a"], false),
    ])
    func acceptsPlainRelativeNames(name: String, components: [String], isDirectory: Bool) throws {
        let checked = try ZipEntryPath.check(name)
        #expect(checked.components == components)
        #expect(checked.isDirectory == isDirectory)
    }

    @Test(arguments: [
        ("", ZipEntryPath.Problem.empty), ("/", .empty),
        ("/etc/passwd", .absolute), (#"\evil.txt"#, .absolute), ("C:/evil.txt", .absolute),
        ("../evil.txt", .parentComponent), ("a/../../b", .parentComponent), (#"a\..\..\b.txt"#, .parentComponent),
        ("a/./b.txt", .currentComponent), ("./a", .currentComponent),
        ("a//b", .emptyComponent), ("a//", .emptyComponent),
        ("a\u{0}b", .controlCharacter), ("a\rb", .controlCharacter), ("a\u{7F}", .controlCharacter),
    ])
    func refusesUnsafeNames(name: String, problem: ZipEntryPath.Problem) {
        #expect(throws: problem) { try ZipEntryPath.check(name) }
    }
}
