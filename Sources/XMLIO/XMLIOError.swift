/// What can go wrong reading HTML or writing XML with libxml2.
public enum XMLIOError: Error, Equatable, Sendable, CustomStringConvertible {
    /// libxml2 could not allocate a parser, writer or buffer (out of memory).
    case outOfMemory(String)
    /// The input holds no document at all (empty, or too broken for libxml2 to recover).
    case unparsable(file: String, reason: String)
    /// The input is larger than libxml2 can take in one call (2 GiB).
    case tooLarge(file: String, bytes: Int)
    /// An element or attribute name that is not an XML name, so the output could not be well-formed.
    case invalidName(String)
    /// A prefixed name (`itunes:author`) whose prefix no `xmlns:itunes` on it or above declares.
    case undeclaredPrefix(name: String)
    /// The same attribute twice on one element.
    case duplicateAttribute(name: String, element: String)
    /// A libxml2 text-writer call failed; `step` names it.
    case writerFailed(step: String)

    /// One line for a person.
    public var description: String {
        switch self {
        case .outOfMemory(let what): "libxml2 could not allocate \(what)"
        case .unparsable(let file, let reason): "\(file): not readable as HTML (\(reason))"
        case .tooLarge(let file, let bytes): "\(file): \(bytes) bytes is too large to parse"
        case .invalidName(let name): "\"\(name)\" is not a valid XML name"
        case .undeclaredPrefix(let name): "\"\(name)\" uses a namespace prefix that no xmlns attribute declares"
        case .duplicateAttribute(let name, let element): "attribute \"\(name)\" appears twice on <\(element)>"
        case .writerFailed(let step): "libxml2's XML writer failed at \(step)"
        }
    }
}
