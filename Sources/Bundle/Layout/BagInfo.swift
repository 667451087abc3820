/// `bag-info.txt` (RFC 8493 §2.2.2): `Label: value` lines describing the bag.
struct BagInfo: Equatable {
    /// Labels and values in the order they are written.
    var fields: [(label: String, value: String)]

    static func == (lhs: BagInfo, rhs: BagInfo) -> Bool {
        lhs.fields.elementsEqual(rhs.fields) { $0.label == $1.label && $0.value == $1.value }
    }

    /// What StoryChop writes. Every value comes from the archive and the fixed time, never the
    /// clock, so the same archive always gives the same file.
    static func forExport(title: String, generator: String, baggingDate: String,
                          payloadBytes: Int64, payloadFiles: Int, stories: Int, dayEntries: Int = 0) -> BagInfo {
        BagInfo(fields: [
            ("Bag-Software-Agent", generator),
            ("Bagging-Date", baggingDate),
            ("External-Description", OpenMePage.contents(stories: stories, dayEntries: dayEntries, storyWord: "recorded family") + ", "
                + "with transcripts and a website; open index.html to listen"),
            ("Title", title),
            ("Payload-Oxum", "\(payloadBytes).\(payloadFiles)"),
            ("BagIt-Profile-Identifier", BagItProfile.identifier),
        ].map { (label: $0.0, value: oneLine($0.1)) })
    }

    /// The fields every bundle's `bag-info.txt` has, which its BagIt profile requires (all but
    /// the profile's own name, which the BagIt Profiles specification requires by itself).
    static var exportLabels: [String] {
        forExport(title: "", generator: "", baggingDate: "", payloadBytes: 0, payloadFiles: 0, stories: 0).fields
            .map(\.label).filter { $0 != "BagIt-Profile-Identifier" }
    }

    /// The file's text, one field a line.
    var text: String {
        fields.map { "\($0.label): \($0.value)\n" }.joined()
    }

    /// Reads `Label: value` lines; indented lines continue the previous value (RFC 8493 §2.2.2).
    init(parsing text: String) {
        var fields: [(label: String, value: String)] = []
        for line in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            if let first = line.first, first == " " || first == "\t", !fields.isEmpty {
                fields[fields.count - 1].value += " " + line.drop { $0 == " " || $0 == "\t" }
            } else if let colon = line.firstIndex(of: ":") {
                let value = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
                fields.append((label: String(line[..<colon]), value: String(value)))
            }
        }
        self.fields = fields
    }

    init(fields: [(label: String, value: String)]) {
        self.fields = fields
    }

    /// The first value of `label`.
    func value(_ label: String) -> String? {
        fields.first { $0.label.lowercased() == label.lowercased() }?.value
    }

    /// `Payload-Oxum` as (bytes, files), when present and well formed.
    var payloadOxum: (bytes: Int64, files: Int)? {
        guard let value = value("Payload-Oxum") else { return nil }
        let parts = value.trimmingSpaces.split(separator: ".")
        guard parts.count == 2, let bytes = Int64(parts[0]), let files = Int(parts[1]) else { return nil }
        return (bytes, files)
    }

    /// A value must fit on its line: a title with a line break would start a new field.
    private static func oneLine(_ value: String) -> String {
        value.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}

extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
