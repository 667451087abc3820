import Foundation
import StoryCore

/// The mood scales an archive knows: the built-in ones (`builtInText`), and those of the
/// archive's optional `moods.yml`, which replace a built-in scale of the same name or add one.
///
///     check-in:
///       title: Daily check-in
///       steps:                  # left to right, as the app shows them
///         - { value: 0, word: Low, colour: "#5B7BD5" }
///         - { value: 1, word: Down, colour: "#7E9BD8" }
public struct MoodScales: Sendable, Equatable {
    public private(set) var scales: [MoodScale]

    public static let fileName = "moods.yml"

    public func scale(named name: String) -> MoodScale? {
        scales.first { $0.name == name }
    }

    /// `value` (and its `word`, when given; or the word alone) on the scale called `name`, or why not.
    public func rating(_ value: Int?, word: String?, scale name: String) -> Result<MoodRating, MoodScaleMismatch> {
        guard let scale = scale(named: name) else {
            return .failure(MoodScaleMismatch(message: "the mood scale \"\(name)\" is not known (known: \(scales.map(\.name).joined(separator: ", ")))"))
        }
        return scale.rating(value, word: word)
    }

    /// The built-in scales, then the archive's `moods.yml` over them.
    public static func load(from archive: Archive) throws(ArchiveError) -> MoodScales {
        var scales = builtIn
        let file = archive.root.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: file.path, readingAtMost: InputLimits.metadataBytes) else { return scales }
        for scale in try parse(data, file: file.path) {
            if let index = scales.scales.firstIndex(where: { $0.name == scale.name }) {
                scales.scales[index] = scale
            } else {
                scales.scales.append(scale)
            }
        }
        return scales
    }

    /// The scales the journals StoryChop knows use (see DESIGN "Days"). Text, read like `moods.yml`.
    /// A word has one colour on every scale (the site shows it so on every page): a colour for
    /// how good the step is — blues low, yellow Okay, greens good, orange and red hard — and the
    /// partners' Great, Okay and Difficult as their app draws them.
    static let builtInText = """
    check-in:
      title: Daily check-in
      steps:
        - { value: 0, word: Low, colour: "#5B7BD5" }
        - { value: 1, word: Down, colour: "#8AA3DE" }
        - { value: 2, word: Okay, colour: "#F2C45C" }
        - { value: 3, word: Happy, colour: "#A8D98A" }
        - { value: 4, word: Amazing, colour: "#66C78C" }
    evening:
      title: Evening mood
      steps:
        - { value: 0, word: Great, colour: "#66C78C" }
        - { value: 1, word: Good, colour: "#A8D98A" }
        - { value: 2, word: Okay, colour: "#F2C45C" }
        - { value: 3, word: Tired, colour: "#F2A065" }
        - { value: 4, word: Rough, colour: "#EB7D73" }
    partners:
      title: Partners' evening mood
      steps:
        - { value: 0, word: Great, colour: "#66C78C" }
        - { value: 1, word: Okay, colour: "#F2C45C" }
        - { value: 2, word: Difficult, colour: "#EB7D73" }
    """

    public static let builtIn: MoodScales = {
        // The text above is part of StoryChop and tested; a mistake in it is a bug, not input.
        (try? parse(Data(builtInText.utf8), file: "built-in mood scales")).map { MoodScales(scales: $0) }
            ?? MoodScales(scales: [])
    }()

    /// The scale of a story's mood: the StoryChop app's 0–4, the daily check-in's steps. Built in
    /// whatever an archive's moods.yml says, because story.json keeps only the value.
    public static let story = MoodScale(name: "story", title: "Story mood",
                                        steps: builtIn.scale(named: "check-in")?.steps ?? [])

    /// Reads scales from YAML, naming the first wrong field.
    static func parse(_ data: Data, file: String) throws(ArchiveError) -> [MoodScale] {
        let hint = "Each scale is \"name:\" with \"title:\" and \"steps:\", each step \"- { value: 0, word: Low, colour: \"#5B7BD5\" }\"."
        let document: JSONValue
        do {
            document = try MetadataDocument.parse(data, isJSON: false)
        } catch {
            throw ArchiveError(.invalidFile, file: file, message: error.message, hint: hint)
        }
        guard case .object(let members) = document else { return [] }
        var scales: [MoodScale] = []
        for member in members {
            switch scale(named: member.key, member.value) {
            case .success(let scale): scales.append(scale)
            case .failure(let problem):
                throw ArchiveError(.invalidFile, file: file, message: "the scale \"\(member.key)\": \(problem.message)", hint: hint)
            }
        }
        return scales
    }

    private static func scale(named name: String, _ value: JSONValue) -> Result<MoodScale, MoodScaleMismatch> {
        var fields = FieldReader(value)
        let title = fields.string("title") ?? name
        guard case .array(let items)? = value["steps"], !items.isEmpty else {
            return .failure(MoodScaleMismatch(message: "\"steps\" should be a list of steps"))
        }
        var steps: [MoodScale.Step] = []
        for (position, item) in items.enumerated() {
            var step = FieldReader(item)
            let number = step.int("value", in: -1000...1000, expected: "a whole number")
            let word = step.string("word")
            let colour = step.string("colour")
            guard let number, let word, let colour, ColourCode.isValid(colour) else {
                let problem = step.problems.first ?? "needs a \"value\", a \"word\" and a \"colour\" like \"#5B7BD5\""
                return .failure(MoodScaleMismatch(message: "step \(position + 1) \(problem)"))
            }
            guard !steps.contains(where: { $0.value == number }) else {
                return .failure(MoodScaleMismatch(message: "the value \(number) is given to two steps"))
            }
            steps.append(MoodScale.Step(value: number, word: word, colour: colour.uppercased()))
        }
        return .success(MoodScale(name: name, title: title, steps: steps))
    }
}
