import Foundation
import StoryCore
import StoryArchive
import Testing

/// `storychop.yml`, `prompts.yml` and sidecars read into one shape: YAML typed as YAML 1.1
/// types it (dates aside, which stay text), JSON as JSON, with mistakes named by line.
@Suite struct MetadataDocumentTests {
    private func yaml(_ text: String) throws(MetadataDocument.ParseError) -> JSONValue {
        try MetadataDocument.parse(Data(text.utf8), isJSON: false)
    }

    @Test("plain YAML values are typed", arguments: [
        ("a: yes\nb: Off\nc: TRUE", [JSONValue.Member("a", .bool(true)), .init("b", .bool(false)), .init("c", .bool(true))]),
        ("a: ~\nb:\nc: NULL", [.init("a", .null), .init("b", .null), .init("c", .null)]),
        ("a: 12\nb: -7\nc: +42\nd: 1_000", [.init("a", .int(12)), .init("b", .int(-7)), .init("c", .int(42)), .init("d", .int(1000))]),
        ("a: 0x1F\nb: 0o17\nc: 017\nd: 0b101\ne: 1:30", [.init("a", .int(31)), .init("b", .int(15)), .init("c", .int(15)),
                                                       .init("d", .int(5)), .init("e", .int(90))]),
        ("a: 3.25\nb: -1e3\nc: .5\nd: .inf", [.init("a", .double(3.25)), .init("b", .double(-1000)), .init("c", .double(0.5)),
                                              .init("d", .double(.infinity))]),
        ("a: 12abc\nb: 1.2.3\nc: 99999999999999999999", [.init("a", .string("12abc")), .init("b", .string("1.2.3")),
                                                        .init("c", .string("99999999999999999999"))]),
    ])
    func plainValuesAreTyped(text: String, expected: [JSONValue.Member]) throws {
        #expect(try yaml(text) == .object(expected))
    }

    @Test func quotedValuesStayText() throws {
        let value = try yaml("a: \"yes\"\nb: '12'\nc: \"line\\nbreak\"")
        #expect(value == .object([.init("a", .string("yes")), .init("b", .string("12")), .init("c", .string("line\nbreak"))]))
    }

    @Test func datesStayText() throws {
        let value = try yaml("recorded: 2024-03-05\nat: 2024-03-05 14:30:00")
        #expect(value["recorded"] == .string("2024-03-05"))
        #expect(value["at"] == .string("2024-03-05 14:30:00"))
    }

    @Test func listsMappingsAndMergesRead() throws {
        let value = try yaml("""
            base: &base {a: 1, b: 2}
            child:
              <<: *base
              b: 3
            list: [1, two, 'three', true, null]
            text: |
              two lines
              of text
            """)
        #expect(value["child"] == .object([.init("a", .int(1)), .init("b", .int(3))]))
        #expect(value["list"] == .array([.int(1), .string("two"), .string("three"), .bool(true), .null]))
        #expect(value["text"] == .string("two lines\nof text"))
        #expect(value.keys == ["base", "child", "list", "text"])
    }

    /// prompts.yml's categories keep the keeper's order; nested mappings are read as JSON objects are.
    @Test func theTopMappingKeepsTheFileOrder() throws {
        let value = try yaml("Work:\n  - a\nChildhood:\n  - b\nLove & Family:\n  z: 1\n  y: 2\n")
        #expect(value.keys == ["Work", "Childhood", "Love & Family"])
        #expect(value["Love & Family"]?.keys == ["y", "z"])
    }

    @Test func anEmptyFileIsAnEmptyGroup() throws {
        #expect(try yaml("") == .object([]))
        #expect(try yaml("# only a comment\n") == .object([]))
    }

    @Test func mistakesNameTheLine() {
        #expect(throws: MetadataDocument.ParseError.self) { try yaml("a: 1\na: 2") }
        do throws(MetadataDocument.ParseError) {
            _ = try yaml("title: [unclosed\nnext: 1")
            Issue.record("a broken list was read")
        } catch {
            #expect(error.message.contains("line"))
        }
    }

    @Test func aListAtTheTopIsRefused() {
        do throws(MetadataDocument.ParseError) {
            _ = try yaml("- a\n- b")
            Issue.record("a list was read as a group of fields")
        } catch {
            #expect(error.message == "expected a group of \"key: value\" fields at the top, found a list")
        }
    }

    /// Aliases of aliases that would grow to a billion values are refused, quickly.
    @Test func aDocumentOfAliasesOfAliasesIsRefused() {
        var lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            let previous = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            lines.append("a\(level): &a\(level) [\(previous)]")
        }
        do throws(MetadataDocument.ParseError) {
            _ = try yaml(lines.joined(separator: "\n"))
            Issue.record("a billion laughs were read")
        } catch {
            #expect(error.message.contains("aliases"))
        }
    }

    /// Foundation names a number too large for a Double without saying where it is.
    @Test func aNumberOutOfRangeSaysWhere() {
        let data = Data("{\"entries\": [\n  {\"mood\": 1e400}\n]}".utf8)
        let error = #expect(throws: MetadataDocument.ParseError.self) { try MetadataDocument.parse(data, isJSON: true) }
        #expect(error?.message == "not valid JSON (line 2, column 12: the number 1e400 is too large (or too precise) to be read)")
    }

    @Test func brokenJSONSaysWhereAndAKeyWrittenTwiceIsRefused() {
        let broken = Data("{\"title\": \"A\",\n \"mood\": 3,\n \"tags\": [x]}".utf8)
        let error = #expect(throws: MetadataDocument.ParseError.self) { try MetadataDocument.parse(broken, isJSON: true) }
        #expect(error?.message == "not valid JSON (line 3, column 11: Invalid value)")
        let twice = Data(#"{"title": "A", "tags": ["x", "x"], "more": {"title": 1}, "title": "B"}"#.utf8)
        let duplicate = #expect(throws: MetadataDocument.ParseError.self) { try MetadataDocument.parse(twice, isJSON: true) }
        #expect(duplicate?.message == "line 1: the key \"title\" appears twice in one group; only one value can count")
        let nested = Data(#"{"a": {"k": 1}, "b": {"k": 2}, "c": [{"k": 1}, {"k": 2}], "d": "x\"k"}"#.utf8)
        #expect(throws: Never.self) { try MetadataDocument.parse(nested, isJSON: true) }
    }

    @Test func aFewAliasesRead() throws {
        let value = try yaml("who: &who Grandma Rosa\nnarrator: *who")
        #expect(value["narrator"] == .string("Grandma Rosa"))
    }

    @Test func jsonReads() throws {
        let value = try MetadataDocument.parse(Data(#"{"title": "Grandma's \"big\" day", "mood": 3, "tags": ["a"], "ok": true}"#.utf8), isJSON: true)
        #expect(value == .object([.init("mood", .int(3)), .init("ok", .bool(true)), .init("tags", .array([.string("a")])),
                                  .init("title", .string(#"Grandma's "big" day"#))]))
    }

    @Test func brokenJSONIsNamed() {
        do throws(MetadataDocument.ParseError) {
            _ = try MetadataDocument.parse(Data(#"{"title" "x"}"#.utf8), isJSON: true)
            Issue.record("broken JSON was read")
        } catch {
            #expect(error.message.hasPrefix("not valid JSON"))
        }
        #expect(throws: MetadataDocument.ParseError.self) { try MetadataDocument.parse(Data("[1, 2]".utf8), isJSON: true) }
    }

    /// Found by the fuzz target `config` (scripts/fuzz.sh): Yams traps on a key that is not a
    /// scalar, so `? - - -` in storychop.yml stopped the program instead of naming the file.
    @Test func aKeyThatIsAListOrAMappingIsRefusedNotATrap() {
        for text in ["? - - - - - -", "? [a, b]\n: c", "title: x\nnested:\n  ? {a: 1}\n  : 2", "- ? [1]\n  : x"] {
            do throws(MetadataDocument.ParseError) {
                _ = try MetadataDocument.parse(Data(text.utf8), isJSON: false)
                Issue.record("read \(text)")
            } catch {
                #expect(error.message.contains("a key is a list or a mapping"))
            }
        }
        #expect(throws: Never.self) { try MetadataDocument.parse(Data("? title\n: x\n<<: {mood: 3}".utf8), isJSON: false) }
    }

    /// Found by the fuzz target `questions`: YAML 1.1 reads digits with colons as base 60, and
    /// Yams' arithmetic traps past Int (also with eleven parts, whose last base is 60^11).
    @Test func aBase60NumberPastIntIsRefusedNotATrap() throws {
        for text in ["222222222222222222:2", "a: 1:1:1:1:1:1:1:1:1:1:1", "x: 153722867280912931:0"] {
            do throws(MetadataDocument.ParseError) {
                _ = try MetadataDocument.parse(Data(text.utf8), isJSON: false)
                Issue.record("read \(text)")
            } catch {
                #expect(error.message.contains("is too large"))
            }
        }
        #expect(try yaml("length: 1:30\nlong: 1:1:1:1:1:1:1:1:1:1")["length"] == .int(90))
    }
}
