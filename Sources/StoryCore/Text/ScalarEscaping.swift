extension String {
    /// The text with each Unicode scalar that `replacement` gives text for replaced by it: the
    /// escaping of every line-based format StoryChop writes (YAML strings, BagIt manifest
    /// paths, the site's cache fields) is a small table of such replacements.
    public func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let text = replacement(scalar) {
                out += text
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension String {
    /// The text without the control characters no title, name or note needs (all below a
    /// space but tab and line feed, and DEL): a NUL or an escape in a story's title would
    /// break its page and could drive a terminal that prints it.
    public var withoutControlCharacters: String {
        replacingScalars { scalar in
            let value = scalar.value
            return (value < 0x20 && scalar != "\t" && scalar != "\n") || value == 0x7F ? "" : nil
        }
    }
}
