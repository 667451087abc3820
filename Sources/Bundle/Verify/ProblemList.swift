/// Collects problems, keeping one of each kind per file: a changed file is listed by both
/// manifests, but the keeper should read about it once. Past `maxListed`, problems are counted,
/// not kept: a manifest of millions of wrong lines (a 1 MB ZIP can unpack one of 500 MB) would
/// otherwise hold a message per line.
struct ProblemList {
    /// Problems listed one by one; far more than a keeper reads, far fewer than fill memory.
    static let maxListed = 10_000

    private var listed: [VerifyProblem] = []
    private var seen: Set<String> = []
    /// Problems found past `maxListed`.
    private var unlisted = 0

    /// The problems listed, and when there were more, one saying how many.
    var problems: [VerifyProblem] {
        guard unlisted > 0 else { return listed }
        return listed + [VerifyProblem(.invalid, file: nil,
                                       message: "\(unlisted) more problems were found, not listed one by one (the first \(Self.maxListed) are)",
                                       hint: "Deal with the problems listed (most often the bundle is not the one its manifests were made for: use another copy), then verify again.")]
    }

    mutating func add(_ kind: VerifyProblem.Kind, _ file: String?, _ message: String, hint: String) {
        let key = "\(kind.rawValue)|\(file ?? "")"
        if let file, kind != .invalid, seen.contains(key) || seen.contains("damaged|\(file)") { return }
        guard listed.count < Self.maxListed else {
            unlisted += 1
            return
        }
        seen.insert(key)
        listed.append(VerifyProblem(kind, file: file, message: message, hint: hint))
    }

    mutating func append(contentsOf others: [VerifyProblem]) {
        for problem in others { add(problem.kind, problem.file, problem.message, hint: problem.hint) }
    }

    func contains(_ kind: VerifyProblem.Kind, _ file: String) -> Bool {
        seen.contains("\(kind.rawValue)|\(file)")
    }
}
