import Foundation
@testable import StoryArchive
import Testing
import Yams

/// `storychop.yml`, `prompts.yml` and YAML sidecars are typed by `YAMLScalars`, not by Yams'
/// default resolver (whose regular expressions took 2 ms to compile at every start). Both
/// must read every value the same, but for dates, which stay text.
@Suite struct YAMLScalarsTests {
    @Test("typed as Yams' default resolver types them", arguments: [
        "title: The Family\nfeatured: 12\nshow: yes\nhide: Off\nnothing: ~\nempty:\nnull_word: NULL",
        "a: 3.25\nb: -1e3\nc: .5\nd: 1_000\ne: 0x1F\nf: 0o17\ng: 017\nh: 0b101\ni: +42\nj: -7\nk: 1:30",
        "a: .inf\nb: -.Inf\nc: 1.\nd: 6.02e+23\ne: 12abc\nf: 1.2.3\ng: +\nh: .\ni: 0x\nj: 99999999999999999999",
        "quoted: \"yes\"\nsingle: '12'\nlist: [1, two, 'three', true, null]\nnested:\n  deep: {x: 1, y: \"2\"}",
        "prompts:\n  - category: Childhood\n    prompt: Where did you grow up?\n  - category: Work\n    prompt: 'Your first job?'",
        "base: &base {a: 1, b: 2}\nchild:\n  <<: *base\n  b: 3\nalias: *base",
        "text: |\n  two lines\n  of text\nfolded: >\n  one\n  line\nwords: hello world",
    ])
    func agreesWithYams(yaml: String) throws {
        let ours = try MetadataDocument.parse(Data(yaml.utf8), isJSON: false)
        let yams = Self.convert(try Yams.load(yaml: yaml, Resolver.default.removing(.timestamp)))
        #expect(ours == yams)
    }

    @Test func datesStayText() throws {
        let value = try MetadataDocument.parse(Data("recorded: 2024-03-05\nat: 2024-03-05 14:30:00".utf8), isJSON: false)
        #expect(value["recorded"] == .string("2024-03-05"))
        #expect(value["at"] == .string("2024-03-05 14:30:00"))
    }

    @Test func mistakesNameTheLine() {
        #expect(throws: MetadataDocument.ParseError.self) { try MetadataDocument.parse(Data("a: 1\na: 2".utf8), isJSON: false) }
        do {
            _ = try MetadataDocument.parse(Data("title: [unclosed\nnext: 1".utf8), isJSON: false)
            Issue.record("a broken list was read")
        } catch {
            #expect(error.message.contains("line"))
        }
    }

    /// What Yams' `load` gives, in JSON's shape (as StoryChop read YAML before).
    private static func convert(_ object: Any?) -> JSONValue {
        switch object {
        case nil, is NSNull: .null
        case let value as Bool: .bool(value)
        case let value as Int: .int(Int64(value))
        case let value as Double: .double(value)
        case let value as String: .string(value)
        case let value as [Any]: .array(value.map(convert))
        case let value as [String: Any]: .object(value.keys.sorted().map { JSONValue.Member($0, convert(value[$0])) })
        case let value as [AnyHashable: Any]:
            .object(value.map { (String(describing: $0.key.base), $0.value) }.sorted { $0.0 < $1.0 }
                .map { JSONValue.Member($0.0, convert($0.1)) })
        default: .string(String(describing: object ?? ""))
        }
    }
}
