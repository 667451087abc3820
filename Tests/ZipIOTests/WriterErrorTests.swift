import Foundation
import Testing
import ZipIO

@Suite struct WriterErrorTests {
    @Test(arguments: [
        (true, "grows"), (false, "shrinks"),
    ])
    func sourceChangingWhileStreamingIsAnError(grows: Bool, label: String) throws {
        try withTemporaryDirectory { temp in
            let source = temp + "/memo.m4a"
            try RoundTripTests.pseudoRandom(count: 200_000, seed: 5).write(to: URL(fileURLWithPath: source))
            let writer = try ZipWriter(path: temp + "/out.zip")
            let error = #expect(throws: ZipError.self) {
                try writer.addFile(at: source, as: "memo.m4a", compression: .store, modified: 0) { _ in
                    // Another process writing to the recording while the bundle is made.
                    guard let handle = FileHandle(forWritingAtPath: source) else { return }
                    if grows {
                        handle.seekToEndOfFile()
                        handle.write(Data(repeating: 1, count: 70_000))
                    } else {
                        handle.truncateFile(atOffset: 70_000)
                    }
                    handle.closeFile()
                }
            }
            #expect(error?.kind == .sourceChanged, "\(label)")
            #expect(error?.message == "\(source) changed while it was being written into the ZIP as 'memo.m4a'")
            // The ZIP is mid-entry: no more entries, and close refuses to make it look complete.
            #expect(throws: ZipError.self) { try writer.addData(Data(), as: "x.txt", compression: .store, modified: 0) }
            let closeError = #expect(throws: ZipError.self) { try writer.close() }
            #expect(closeError?.kind == .misuse)
        }
    }

    @Test(arguments: [
        ("../evil.txt", ZipError.Kind.unsafePath), ("/abs.txt", .unsafePath), ("a/./b.txt", .unsafePath),
        ("folder/", .misuse), (#"a\b.txt"#, .misuse),
    ])
    func unsafeNamesAreRefusedAndTheWriterStaysUsable(name: String, kind: ZipError.Kind) throws {
        try withTemporaryDirectory { temp in
            let writer = try ZipWriter(path: temp + "/out.zip")
            let error = #expect(throws: ZipError.self) {
                try writer.addData(Data("x".utf8), as: name, compression: .deflate, modified: 0)
            }
            #expect(error?.kind == kind)
            try writer.addData(Data("fine".utf8), as: "fine.txt", compression: .deflate, modified: 0)
            try writer.close()
            let report = try ZipExtractor.extract(zipAt: temp + "/out.zip", into: temp + "/out")
            #expect(report.files == ["fine.txt"])
        }
    }

    @Test func duplicateNameIsRefused() throws {
        try withTemporaryDirectory { temp in
            let writer = try ZipWriter(path: temp + "/out.zip")
            try writer.addData(Data("a".utf8), as: "story.txt", compression: .deflate, modified: 0)
            let error = #expect(throws: ZipError.self) {
                try writer.addData(Data("b".utf8), as: "story.txt", compression: .deflate, modified: 0)
            }
            #expect(error?.message == "'story.txt' was added to the ZIP twice")
            try writer.close()
        }
    }

    /// /proc files say they are empty and then give bytes: the file "grew" while the writer's
    /// own thread was reading it, and that thread's error reaches the caller.
    @Test func aWriterForSortedNamesRefusesOneOutOfOrderOrRepeated() throws {
        try withTemporaryDirectory { temp in
            let writer = try ZipWriter(path: temp + "/out.zip", sortedNames: true)
            for name in ["a-b.txt", "a/b.txt", "a/c.txt", "b.txt"] {
                try writer.addData(Data(name.utf8), as: name, compression: .store, modified: 0)
            }
            let repeated = #expect(throws: ZipError.self) {
                try writer.addData(Data("b".utf8), as: "b.txt", compression: .store, modified: 0)
            }
            #expect(repeated?.message == "'b.txt' was added to the ZIP twice")
            let early = #expect(throws: ZipError.self) {
                try writer.addData(Data("a".utf8), as: "a.txt", compression: .store, modified: 0)
            }
            #expect(early?.message == "'a.txt' comes before 'b.txt' in byte order, but entries must be added in that order")
            try writer.close()
            var names: [String] = []
            try ZipReader.forEachEntry(zipAt: temp + "/out.zip") { info, _ in names.append(info.path) }
            #expect(names == ["a-b.txt", "a/b.txt", "a/c.txt", "b.txt"])
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
    func bytesBeyondTheDeclaredSizeAreAnErrorFromTheReadingThread() throws {
        try withTemporaryDirectory { temp in
            let writer = try ZipWriter(path: temp + "/out.zip")
            let error = #expect(throws: ZipError.self) {
                try writer.addFile(at: "/proc/self/status", as: "status.txt", compression: .deflate, modified: 0)
            }
            #expect(error?.kind == .sourceChanged)
            #expect(error?.message == "/proc/self/status changed while it was being written into the ZIP as 'status.txt'")
            let closeError = #expect(throws: ZipError.self) { try writer.close() }
            #expect(closeError?.kind == .misuse)
        }
    }

    @Test func missingOrSpecialSourcesAreIOErrors() throws {
        try withTemporaryDirectory { temp in
            let writer = try ZipWriter(path: temp + "/out.zip")
            let missing = #expect(throws: ZipError.self) {
                try writer.addFile(at: temp + "/nowhere.m4a", as: "a.m4a", compression: .store, modified: 0)
            }
            #expect(missing?.kind == .io)
            #expect(missing?.message == "cannot read \(temp)/nowhere.m4a: No such file or directory")
            let folder = #expect(throws: ZipError.self) {
                try writer.addFile(at: temp, as: "b.m4a", compression: .store, modified: 0)
            }
            #expect(folder?.kind == .io)
            try writer.close()
        }
    }

    @Test func unwritablePathFailsAtInit() {
        let error = #expect(throws: ZipError.self) { try ZipWriter(path: "/nonexistent-zipio/out.zip") }
        #expect(error?.kind == .io)
        #expect(error?.message == "cannot create the ZIP: No such file or directory")
    }

    @Test func closingTwiceIsMisuse() throws {
        try withTemporaryDirectory { temp in
            let writer = try ZipWriter(path: temp + "/out.zip")
            try writer.close()
            let error = #expect(throws: ZipError.self) { try writer.close() }
            #expect(error?.kind == .misuse)
        }
    }

    @Test func abandonedWriterDoesNotLeaveAZipThatLooksComplete() throws {
        try withTemporaryDirectory { temp in
            do {
                let writer = try ZipWriter(path: temp + "/out.zip")
                try writer.addData(Data("a".utf8), as: "a.txt", compression: .deflate, modified: 0)
            }
            #expect(ZipInspector(contents(of: temp + "/out.zip")) == nil)
        }
    }
}
