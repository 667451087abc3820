/// Collects problems, keeping one of each kind per file: a changed file is listed by both
/// manifests, but the keeper should read about it once.
struct ProblemList {
    private(set) var problems: [VerifyProblem] = []
    private var seen: Set<String> = []

    mutating func add(_ kind: VerifyProblem.Kind, _ file: String?, _ message: String, hint: String) {
        let key = "\(kind.rawValue)|\(file ?? "")"
        if let file, kind != .invalid, seen.contains(key) || seen.contains("damaged|\(file)") { return }
        seen.insert(key)
        problems.append(VerifyProblem(kind, file: file, message: message, hint: hint))
    }

    mutating func append(contentsOf others: [VerifyProblem]) {
        for problem in others { add(problem.kind, problem.file, problem.message, hint: problem.hint) }
    }

    func contains(_ kind: VerifyProblem.Kind, _ file: String) -> Bool {
        seen.contains("\(kind.rawValue)|\(file)")
    }
}
