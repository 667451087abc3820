import Foundation
import Testing
import TestSupport

/// A disk that fills up: a small tmpfs mounted in a mount namespace of the test's own
/// (`unshare -rm`, which needs no privilege and disappears with the command), so the real
/// system call fails with ENOSPC. The error names the file the keeper knows — never a hidden
/// temporary one — says the disk is full, and nothing is left behind.
@Suite struct FullDiskTests {
    /// Runs `script` with `$DISK` a tmpfs of `size` and `$STORYCHOP` the binary under test.
    private func onAFullDisk(_ script: String, size: String, in folder: TemporaryDirectory) throws -> (status: Int32, output: String) {
        let disk = folder.appending("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        let mounted = "mount -t tmpfs -o size=\(size) tmpfs \"$DISK\" || { echo 'no tmpfs'; exit 99; }\n" + script
        let result = try ExternalTool.run("/usr/bin/env", ["DISK=\(disk.path)", "STORYCHOP=\(CommandRunner.executable.path)",
                                                           "unshare", "-rm", "sh", "-c", mounted])
        #expect(result.status != 99, "a tmpfs could not be mounted: \(result.output)")
        return result
    }

    @Test func exportOnAFullDiskSaysSoNamingTheZIPAndLeavesNothing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try BuildCheckTests().sampleArchive(in: folder)
        let run = try onAFullDisk("""
            "$STORYCHOP" export --archive "\(archive)" --output "$DISK/family.zip" --quiet 2>&1
            echo "status $?"; echo "left: $(ls -A "$DISK")"
            """, size: "256k", in: folder)
        #expect(run.output.contains("error: \(folder.appending("disk").path)/family.zip: the disk is full"), "\(run.output)")
        #expect(run.output.contains("free some disk space") && !run.output.contains(".tmp-") && !run.output.contains("Write error"))
        #expect(run.output.contains("status 3") && run.output.contains("left: \n"), "\(run.output)")
    }

    @Test func repairOnAFullDiskNamesTheRecordingAndLeavesItAsItWas() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try BuildCheckTests().sampleArchive(in: folder)
        let zip = folder.appending("family.zip").path
        #expect(try CommandRunner.run(["export", "--output", zip, "--archive", archive, "--quiet"]).status == 0)
        let audio = "$DISK/archive/stories/\(RepairCommandTests.id)/audio.caf"
        let run = try onAFullDisk("""
            cp -r "\(archive)" "$DISK/archive" || exit 98
            dd if=/dev/zero of="\(audio)" bs=1 count=64 seek=4096 conv=notrunc 2>/dev/null
            before=$(sha256sum < "\(audio)")
            dd if=/dev/zero of="$DISK/filler" bs=4k 2>/dev/null
            "$STORYCHOP" repair "\(zip)" --archive "$DISK/archive" 2>&1
            echo "status $?"; echo "left: $(ls -A "$DISK/archive/stories/\(RepairCommandTests.id)" | tr '\\n' ' ')"
            [ "$(sha256sum < "\(audio)")" = "$before" ] && echo "unchanged"
            """, size: "16m", in: folder)
        let disk = folder.appending("disk").path
        #expect(run.output.contains("error: \(disk)/archive/stories/\(RepairCommandTests.id)/audio.caf: cannot put the bundle's copy back: No space left on device — Free some disk space"), "\(run.output)")
        #expect(!run.output.contains("repair-") && !run.output.contains("NSCocoaErrorDomain"))
        #expect(run.output.contains("status 3") && run.output.contains("left: audio.caf photo-1.jpg photo-2.png photo-3.webp story.json transcript.vtt ") && run.output.contains("unchanged"), "\(run.output)")
    }
}
