/// How big the hand-written files StoryChop reads may be, and their fields.
public enum InputLimits {
    /// A sidecar, story.json, entry.json, storychop.yml, prompts.yml, moods.yml, questions.yml:
    /// a thousand times the largest real one.
    public static let metadataBytes = 1_000_000
    /// A journal app's export (a CSV or JSON of every day): twenty years of daily entries fit.
    public static let journalBytes = 64_000_000
    /// Characters of a short field: a title, prompt, narrator, category, person, tag.
    public static let fieldCharacters = 1_000
    /// Characters of a written text: a partners' note, an answer (a long letter is 18,000).
    public static let textCharacters = 20_000
    /// Items of a list: tags, factors.
    public static let listItems = 1_000
    // A photo's limits (100 MB, 200 megapixels, 65,535 pixels a side) are `PhotoLimits.standard`
    // in PhotoProbe, which reads them from its header: ingest, edit, verify and the site's copies
    // share them without PhotoProbe depending on the archive model. A story lists at most
    // `listItems` photos.
}
