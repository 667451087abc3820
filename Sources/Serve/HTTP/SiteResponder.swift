import Foundation
import Hummingbird

/// Answers every request: the live reload scripts under `/.storychop-serve/`, else a file of
/// the last good site that the archive allows to be shared, else 404. Nothing else is routed,
/// so one responder is all (no router).
struct SiteResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let site: ServedSite
    let reload: LiveReload
    let bytes: FileBytes

    func respond(to request: Request, context: Context) async throws -> Response {
        guard request.method == .get || request.method == .head else {
            return Response(status: .methodNotAllowed, headers: [.allow: "GET, HEAD"])
        }
        let raw = request.uri.path
        if raw.hasPrefix(ReloadScript.folder) {
            return await reloadScript(raw.dropFirst(ReloadScript.folder.count), request: request)
        }
        let served = site.current
        guard served.snapshot != nil, !served.withheld else {
            return Self.text(.serviceUnavailable, ServicePages.notBuilt(failed: served.failed, version: reload.version), type: "text/html; charset=utf-8")
        }
        // Refused and missing alike are 404: a refusal says nothing of what exists.
        guard let found = site.file(for: raw, in: served) else { return Self.notFound }
        let asked = found.request
        switch found.disk.map(ServedFile.find) ?? .nothing {
        case .file(let file):
            return try await FileReply(file: file, request: request, version: reload.version).response(bytes: bytes, context: context)
        case .folder where !asked.namesFolder && served.allows(asked.file + "/index.html"):
            // `/stories/ab12` → `/stories/ab12/`, so the page's relative links resolve from its folder.
            return Response(status: .movedPermanently, headers: [.location: raw + "/"])
        case .folder, .nothing:
            return Self.notFound
        }
    }

    private func reloadScript(_ name: Substring, request: Request) async -> Response {
        switch name {
        case "reload.js":
            return Self.text(.ok, ReloadScript.reloader, type: "text/javascript; charset=utf-8")
        case "wait.js":
            let since = request.uri.queryParameters["since"].map(String.init) ?? ""
            return Self.text(.ok, ReloadScript.answer(version: await reload.wait(since: since)), type: "text/javascript; charset=utf-8")
        default:
            return Self.notFound
        }
    }

    static let notFound = text(.notFound, "Not found\n", type: "text/plain; charset=utf-8")

    private static func text(_ status: HTTPResponse.Status, _ text: String, type: String) -> Response {
        Response(status: status, headers: [.contentType: type, .cacheControl: "no-store"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
