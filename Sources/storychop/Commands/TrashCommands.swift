import ArgumentParser
import Foundation
import StoryArchive

/// `storychop remove ID`: moves a story or day entry, whole, into the archive's trash.
struct RemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Move a story or day entry to the archive's trash (restore brings it back).")

    @OptionGroup var archiveOptions: ArchiveOptions
    @Argument(help: ArgumentHelp("The story's or entry's id, as `storychop list` (or list --days) shows it.", valueName: "ID"))
    var id: String

    func run() throws {
        try archiveOptions.change(console: Console()) { archive throws(ArchiveError) in
            let collection = try archive.remove(id)
            return "Moved \(collection.folderName)/\(id) to trash/\(collection.folderName)/\(id). `storychop restore \(id)` brings it back; the next build takes it off the site."
        }
    }
}

/// `storychop restore ID`: brings a removed story or day entry back from the trash.
struct RestoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Bring a removed story or day entry back from the archive's trash.")

    @OptionGroup var archiveOptions: ArchiveOptions
    @Argument(help: ArgumentHelp("The id it had.", valueName: "ID"))
    var id: String

    func run() throws {
        try archiveOptions.change(console: Console()) { archive throws(ArchiveError) in
            let collection = try archive.restore(id)
            return "Restored \(collection.folderName)/\(id). Run `storychop build` to show it on the site again."
        }
    }
}

/// `storychop empty-trash`: deletes what was removed, for good (asks first unless `--yes`).
struct EmptyTrashCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "empty-trash",
        abstract: "Delete the stories and day entries in the archive's trash, for good.")

    @OptionGroup var archiveOptions: ArchiveOptions
    @Flag(help: "Do not ask first.") var yes = false

    func run() throws {
        let console = Console()
        let archive = try archiveOptions.open(console: console)
        let held = archive.trashed().map { "\($0.collection.folderName)/\($0.id)" } + archive.trashedPhotos().map { "photos/\($0)" }
        guard !held.isEmpty else {
            console.say("The trash is empty.")
            return
        }
        for item in held { console.say("  \(item)") }
        if !yes {
            let these = held.count == 1 ? "this one" : "these \(held.count)"
            print("Delete \(these) for good? They cannot be restored. Type yes to delete: ", terminator: "")
            guard readLine()?.trimmingCharacters(in: .whitespaces).lowercased() == "yes" else {
                console.say("Nothing was deleted.")
                return
            }
        }
        do {
            let count = try archive.emptyTrash()
            console.say("Deleted \(count) from the trash.")
        } catch {
            console.error(error)
            throw Exit(error.exitStatus)
        }
    }
}
