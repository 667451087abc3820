import Foundation
import StoryArchive
import Testing

/// people.yml and the people/ folder: who the family's people are, with their portraits.
@Suite struct PeopleBookTests {
    private let yaml = """
        Grandma Rose:
          portrait: people/rose.jpg
          portrait_alt: Rose in her garden
          born: 1941
          about: Grew up on a farm near Ames.
        Grandpa Joe:
          born: 1938
        """

    @Test func peopleYMLReadsEachPersonInItsOrder() throws {
        let people = try PeopleBook.parse(Data(yaml.utf8), file: "people.yml")
        #expect(people.map(\.name) == ["Grandma Rose", "Grandpa Joe"])
        #expect(people[0] == PeopleBook.Person(name: "Grandma Rose", portrait: "people/rose.jpg", portraitAlt: "Rose in her garden",
                                               born: "1941", about: "Grew up on a farm near Ames."))
        #expect(people[1].portrait == nil && people[1].born == "1938")
    }

    /// A portrait found by name goes to the person without one; a file someone's `portrait:`
    /// names is theirs (not a person called "rose"); any other portrait file is a person of its own.
    @Test func portraitsInThePeopleFolderAreMatchedByName() throws {
        let listed = try PeopleBook.parse(Data(yaml.utf8), file: "people.yml")
        let people = PeopleBook.withPortraitsFound(listed, files: ["rose.jpg", "grandpa joe.PNG", "Aunt Mei.heic", "notes.txt", ".hidden.jpg"])
        #expect(people.map(\.name) == ["Grandma Rose", "Grandpa Joe", "Aunt Mei"])
        #expect(people.map(\.portrait) == ["people/rose.jpg", "people/grandpa joe.PNG", "people/Aunt Mei.heic"])
        #expect(PeopleBook(people: people).person(named: "grandma  rose")?.born == "1941")
    }

    @Test func aWrongPeopleYMLNamesEveryProblem() {
        let wrong = "Rose:\n  portrait: ../outside.jpg\n  age: 80\nJoe: just a line\n"
        #expect {
            try PeopleBook.parse(Data(wrong.utf8), file: "people.yml")
        } throws: { error in
            let message = (error as? ArchiveError)?.message ?? ""
            return message.contains("a path inside the archive") && message.contains("unknown key \"age\"")
                && message.contains("Joe: should hold portrait")
        }
    }
}
