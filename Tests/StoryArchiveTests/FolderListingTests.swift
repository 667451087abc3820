import Foundation
import StoryCore
import StoryArchive
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A folder's names come sorted as bytes, hidden ones only when asked for by their prefix.
@Suite struct FolderListingTests {
    @Test func namesAreSortedAsBytesWithoutHiddenOnes() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        // "Zoë" sorts after "Zoe-2" as bytes (ë is two bytes above ASCII); "b" before "b-c".
        for name in ["b-c", "a", "Zoë", "Zoe-2", "b", ".hidden", ".incoming-1", "2020-01-01-x"] {
            try folder.write("", to: name)
        }
        #expect(try FolderListing.names(in: folder.path) == ["2020-01-01-x", "Zoe-2", "Zoë", "a", "b", "b-c"])
        #expect(try FolderListing.names(in: folder.path, startingWith: ".incoming-") == [".incoming-1"])
        #expect(try FolderListing.names(in: folder.path, startingWith: "b") == ["b", "b-c"])
    }

    @Test func oneReadingGivesTheNamesAndTheHiddenOnesWithAPrefix() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        for name in ["b", ".incoming-2", "a", ".hidden", ".incoming-1"] {
            try folder.write("", to: name)
        }
        let listed = try FolderListing.names(in: folder.path, alsoStartingWith: ".incoming-")
        #expect(listed.names == ["a", "b"])
        #expect(listed.hidden == [".incoming-1", ".incoming-2"])
        let empty = try TemporaryDirectory()
        defer { empty.remove() }
        #expect(try FolderListing.names(in: empty.path, alsoStartingWith: ".incoming-") == ([], []))
    }

    @Test func anEmptyFolderHasNoNamesAndAMissingOneSaysWhy() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        #expect(try FolderListing.names(in: folder.path).isEmpty)
        #expect(throws: SystemErrorCode.self) { try FolderListing.names(in: folder.appending("nowhere").path) }
        do {
            _ = try FolderListing.names(in: folder.appending("nowhere").path)
        } catch {
            #expect(error.code == ENOENT)
        }
    }
}
