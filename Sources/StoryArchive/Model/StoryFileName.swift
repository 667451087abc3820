/// File names a `story.json` may give for its recording and transcript: a plain, visible name
/// inside the story's own folder (never `../x`, a path, a hidden file or a control character).
public enum StoryFileName {
    public static func isPlain(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\\")
            && !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }
}
