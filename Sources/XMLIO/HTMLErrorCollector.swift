import Foundation
import CLibXML2

/// Gathers what libxml2 says during one parse on the current thread.
///
/// For HTML, libxml2 2.9 ignores `ctxt->sax->serror` (its HTML SAX handler is not
/// `XML_SAX2_MAGIC`), so the only way to hear the errors is the structured error function,
/// which is per-thread in this build; the parse is synchronous, so one parse owns it.
final class HTMLErrorCollector {
    private(set) var issues: [HTMLParseIssue] = []

    /// Runs `body` with libxml2's errors routed here instead of to standard error.
    func collecting<T>(_ body: () -> T) -> T {
        let box = Unmanaged.passUnretained(self).toOpaque()
        xmlSetStructuredErrorFunc(box) { context, error in
            guard let context, let error else { return }
            Unmanaged<HTMLErrorCollector>.fromOpaque(context).takeUnretainedValue().add(error.pointee)
        }
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        return withExtendedLifetime(self) { body() }
    }

    private func add(_ error: xmlError) {
        let code = Int(error.code)
        guard code != HTMLParseIssue.unknownTagCode else { return }
        let severity = HTMLParseIssue.Severity(rawValue: Int(error.level.rawValue)) ?? .error
        let message = error.message.map { String(cString: $0) } ?? "libxml2 error \(code)"
        issues.append(HTMLParseIssue(
            code: code, severity: severity,
            line: error.line > 0 ? Int(error.line) : nil,
            message: message.trimmingCharacters(in: .whitespacesAndNewlines)))
    }
}
