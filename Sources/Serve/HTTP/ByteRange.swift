import Foundation

/// What a `Range` header asks of a file of `size` bytes (RFC 9110 §14): one range of bytes
/// (`bytes=0-99`, `bytes=100-`, `bytes=-100` for the last hundred), nothing satisfiable (416),
/// or the whole file, which is also the answer to a header this server does not take (several
/// ranges, another unit): a server may always ignore Range.
enum ByteRange: Equatable {
    case whole
    case part(ClosedRange<Int>)
    case unsatisfiable

    init(header: String?, size: Int) {
        guard let header else { self = .whole; return }
        let text = header.trimmingCharacters(in: .whitespaces)
        guard text.lowercased().hasPrefix("bytes="), !text.contains(",") else { self = .whole; return }
        let spec = text.dropFirst("bytes=".count).trimmingCharacters(in: .whitespaces)
        guard let dash = spec.firstIndex(of: "-") else { self = .whole; return }
        let first = spec[..<dash], last = spec[spec.index(after: dash)...]
        guard first.allSatisfy(\.isASCIIDigit), last.allSatisfy(\.isASCIIDigit), !(first.isEmpty && last.isEmpty) else {
            self = .whole
            return
        }
        guard first.isEmpty || Int(first) != nil else { self = .unsatisfiable; return }   // a start past any file
        self = Self.resolve(first: first.isEmpty ? nil : Int(first), last: last.isEmpty ? nil : Int(last) ?? Int.max, size: size)
    }

    /// A suffix (`-N`) is the last N bytes; a start past the end is unsatisfiable; an end past
    /// it is the end.
    private static func resolve(first: Int?, last: Int?, size: Int) -> ByteRange {
        guard let first else {
            guard let last, last > 0, size > 0 else { return .unsatisfiable }
            return .part(max(0, size - last)...(size - 1))
        }
        guard first < size else { return .unsatisfiable }
        let end = min(last ?? (size - 1), size - 1)
        return end >= first ? .part(first...end) : .whole   // `bytes=5-2` is invalid: ignored
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
