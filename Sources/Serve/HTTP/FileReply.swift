import Foundation
import HTTPTypes
import Hummingbird

/// The answer to a GET or HEAD of one file: its headers (type, ETag, Last-Modified,
/// Accept-Ranges), 304 when the browser's copy is current, 206 with Content-Range for one range
/// of bytes (how browsers seek in a recording), 416 for a range past the end, gzip for text when
/// the browser asks. Hummingbird's FileMiddleware does part of this, but reads `bytes=-500` as
/// the first 500 bytes, answers a range past the end with a 206, and compresses nothing.
struct FileReply {
    let file: ServedFile
    let request: Request
    /// The live reload version, part of a page's ETag: the page carries it in its script tag.
    let version: String

    func response(bytes: FileBytes, context: some RequestContext) async throws -> Response {
        let gzip = file.kind.isText && request.method == .get && (file.isPage || request.headers[.range] == nil)
            && file.size >= 256 && file.size <= FileBytes.largestRewritten && Self.acceptsGzip(request.headers[.acceptEncoding])
        var headers = commonHeaders(gzip: gzip)
        if isCurrent(etag: headers[.eTag]!) {
            return Response(status: .notModified, headers: headers)
        }
        if gzip || (file.isPage && file.size <= FileBytes.largestRewritten) {
            let body = try bytes.rewritten(file, version: version, gzip: gzip)
            if gzip { headers[.contentEncoding] = "gzip" }
            headers[.contentLength] = String(body.readableBytes)
            return Response(status: .ok, headers: headers, body: request.method == .head ? ResponseBody() : ResponseBody(byteBuffer: body))
        }
        headers[.acceptRanges] = "bytes"
        let range = rangeApplies(etag: headers[.eTag]!) ? ByteRange(header: request.headers[.range], size: file.size) : .whole
        switch range {
        case .unsatisfiable:
            headers[.contentRange] = "bytes */\(file.size)"
            headers[.contentLength] = "0"
            return Response(status: .rangeNotSatisfiable, headers: headers)
        case .part(let part):
            headers[.contentRange] = "bytes \(part.lowerBound)-\(part.upperBound)/\(file.size)"
            return try await answer(.partialContent, part, headers: headers, bytes: bytes, context: context)
        case .whole:
            return try await answer(.ok, file.size == 0 ? nil : 0...(file.size - 1), headers: headers, bytes: bytes, context: context)
        }
    }

    private func answer(_ status: HTTPResponse.Status, _ range: ClosedRange<Int>?, headers: HTTPFields, bytes: FileBytes,
                        context: some RequestContext) async throws -> Response {
        var headers = headers
        headers[.contentLength] = String(range?.count ?? 0)
        guard let range, request.method == .get else { return Response(status: status, headers: headers) }
        return Response(status: status, headers: headers, body: try await bytes.body(of: file, range: range, context: context))
    }

    private func commonHeaders(gzip: Bool) -> HTTPFields {
        var headers = HTTPFields()
        headers[.contentType] = file.kind.type
        headers[.eTag] = "\"" + file.tag + (file.isPage ? "-" + version : "") + (gzip ? "-gz" : "") + "\""
        headers[.lastModified] = HTTPDate.text(file.modified)
        // Asked again each time (answered by a 304 when unchanged): a rebuilt page shows at once.
        headers[.cacheControl] = "no-cache"
        headers[Self.noSniff] = "nosniff"
        if file.kind.isText { headers[.vary] = "Accept-Encoding" }
        return headers
    }

    /// If-None-Match (any of its tags, weakly compared) or, without it, If-Modified-Since.
    private func isCurrent(etag: String) -> Bool {
        if let tags = request.headers[.ifNoneMatch] {
            return tags.split(separator: ",").contains { tag in
                let tag = tag.trimmingCharacters(in: .whitespaces)
                return tag == "*" || (tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag) == etag
            }
        }
        guard let since = request.headers[.ifModifiedSince].flatMap(HTTPDate.seconds) else { return false }
        return file.modified <= since
    }

    /// If-Range: the range is sent only when the browser's copy is this one (the same ETag, or
    /// exactly this Last-Modified); otherwise the whole file, so no piece of another is mixed in.
    private func rangeApplies(etag: String) -> Bool {
        guard let condition = request.headers[.ifRange]?.trimmingCharacters(in: .whitespaces) else { return true }
        return condition == etag || condition == HTTPDate.text(file.modified)
    }

    /// Accept-Encoding names gzip (or `*`) with a weight above zero.
    static func acceptsGzip(_ header: String?) -> Bool {
        guard let header else { return false }
        return header.split(separator: ",").contains { coding in
            let parts = coding.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard parts.first == "gzip" || parts.first == "*" else { return false }
            let weight = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return weight > 0
        }
    }

    private static let noSniff = HTTPField.Name("X-Content-Type-Options")!
}
