import ArgumentParser
import StoryArchive

/// `edit`'s chapter options: add a chapter (or replace the one at its time), remove some.
struct ChapterOptions: ParsableArguments {
    @Option(parsing: .upToNextOption,
            help: ArgumentHelp("Add a chapter at TIME (12:40, 1:02:05 or seconds) titled TITLE, or replace the one at that time.",
                               valueName: "TIME TITLE"))
    var chapter: [String] = []
    @Option(help: ArgumentHelp("What is told in the chapter --chapter adds: a sentence or two.", valueName: "TEXT"))
    var synopsis: String?
    @Option(help: ArgumentHelp("A word search should find the chapter --chapter adds by; repeat for more.", valueName: "WORD"))
    var keyword: [String] = []
    @Option(help: ArgumentHelp("Remove the chapter at this time (12:40); repeat for more.", valueName: "TIME"))
    var removeChapter: [String] = []

    var isEmpty: Bool { edit.isEmpty }

    var edit: ChapterEdit {
        let addition = chapter.count == 2
            ? ChapterEdit.Addition(time: chapter[0], title: chapter[1], synopsis: synopsis, keywords: keyword) : nil
        return ChapterEdit(addition: addition, removals: removeChapter)
    }

    func validate() throws {
        if !chapter.isEmpty, chapter.count != 2 {
            throw ValidationError("--chapter takes a time and a title: --chapter 12:40 \"The wedding\" (the story's ID goes before it).")
        }
        if chapter.isEmpty, synopsis != nil || !keyword.isEmpty {
            throw ValidationError("--synopsis and --keyword describe the chapter --chapter TIME TITLE adds: give them with it.")
        }
    }
}
