/// "12 stories", "1 story and 53 day entries": what a command says it handled.
enum Counted {
    static func items(stories: Int, dayEntries: Int) -> String {
        var text = stories == 1 ? "1 story" : "\(stories) stories"
        if dayEntries > 0 { text += dayEntries == 1 ? " and 1 day entry" : " and \(dayEntries) day entries" }
        return text
    }
}
