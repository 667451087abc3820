/// The service worker of the private site, served as `unlock-sw.js` at the top of the copy: it
/// decrypts the site in the visitor's browser. Its format constants are SealedFileFormat's and its
/// key handling PrivateSiteKeys' (the browser test proves the two sides agree).
enum ServiceWorkerScript {
    static let text = #"""
// The service worker of a StoryChop private site (docs/sharing.md, "A private site"). Every file
// of the site is stored encrypted under c/<opaque name>; this worker answers the browser's
// requests for the site's own paths with the decrypted bytes, so the site's pages, search, player
// and seeking work unchanged. The format is SealedFileFormat.swift's: a 32-byte header, then
// 64 KiB chunks, each AES-256-GCM with nonce = prefix | chunk number, authenticating header | path.
"use strict";

var SCOPE = new URL(self.registration.scope).pathname;
var HEADER = 32, TAG = 16, CHUNK = 65536;
// The copy's plain files, served by the host as they are.
var PLAIN = ["unlock-sw.js", "lock.json"];
var SESSION_COOKIE = "storychop-session";
var TYPES = \#(MediaTypes.javaScriptTable);

self.addEventListener("install", function () { self.skipWaiting(); });
self.addEventListener("activate", function (event) { event.waitUntil(self.clients.claim()); });

// The unlock page hands over the keys (non-extractable CryptoKeys) or asks to forget them.
self.addEventListener("message", function (event) {
  var done = function () { event.ports[0] && event.ports[0].postMessage("done"); };
  event.waitUntil(keep(event.data).then(done, done));
});

self.addEventListener("fetch", function (event) {
  var url = new URL(event.request.url);
  if (url.origin !== self.location.origin || url.pathname.indexOf(SCOPE) !== 0 || event.request.method !== "GET") { return; }
  var path;
  try { path = decodeURIComponent(url.pathname.slice(SCOPE.length)); } catch (e) { return; }
  if (PLAIN.indexOf(path) >= 0) { return; }
  if (path === "" || path.slice(-1) === "/") { path += "index.html"; }
  event.respondWith(answer(event.request, path));
});

// ---- Keys: in IndexedDB, so they outlive this worker being stopped when idle. ----

var memory = { keys: undefined };

// Stores what the unlock page sent ({content, names, check, session}), or forgets (null).
// "Remember on this device" unticked: the record carries the session cookie's value, and is
// only honoured while that cookie (which the browser drops when it closes) is there. A browser
// without the Cookie Store API keeps such keys in this worker's memory alone.
function keep(record) {
  memory.keys = undefined;
  names.clear();
  headers.clear();
  if (record && record.session && !self.cookieStore) { memory.keys = record; return Promise.resolve(); }
  return database(function (store) { return record ? store.put(record, SCOPE) : store.delete(SCOPE); });
}

async function currentKeys() {
  if (memory.keys !== undefined) { return memory.keys; }
  var record = (await database(function (store) { return store.get(SCOPE); }, "readonly")) || null;
  if (record && record.session) {
    var cookie = self.cookieStore ? await self.cookieStore.get(SESSION_COOKIE) : null;
    if (!cookie || cookie.value !== record.session) { await keep(null); record = null; }
  }
  memory.keys = record;
  return record;
}

// Runs `action(store)` in a transaction of the keys database; resolves with its request's result.
function database(action, mode) {
  return new Promise(function (resolve, reject) {
    var opening = indexedDB.open("storychop-private-site", 1);
    opening.onupgradeneeded = function () { opening.result.createObjectStore("keys"); };
    opening.onerror = function () { reject(opening.error); };
    opening.onsuccess = function () {
      var db = opening.result, transaction = db.transaction("keys", mode || "readwrite");
      var request = action(transaction.objectStore("keys"));
      transaction.oncomplete = function () { db.close(); resolve(request.result); };
      transaction.onerror = function () { db.close(); reject(transaction.error); };
    };
  });
}

// ---- Answering a request ----
// Stored files are fetched with cache "no-cache" (revalidated, a 304 when unchanged): a file
// changes under the same name when its page does, and a stale copy would mix two publishes.

async function answer(request, path) {
  var keys = await currentKeys();
  // Locked: the host answers, and for any page of the site that is the unlock page (404.html).
  if (!keys) { return fetch(request); }
  var address = SCOPE + "c/" + await storedName(keys, path);
  try {
    var range = request.headers.get("Range");
    var response = range ? await partial(keys, address, path, range) : await whole(keys, address, path);
    if (response.status === 404 && request.mode === "navigate" && await stale(keys)) { await keep(null); return fetch(request); }
    return response;
  } catch (error) {
    // Keys that no longer open the files (the keeper chose a new passphrase): forget them and
    // show the unlock page, which asks for the new one.
    if (error.name === "OperationError" && request.mode === "navigate") { await keep(null); return fetch(request); }
    return new Response("This file of the private site could not be opened.", { status: 502 });
  }
}

// Whether the copy has been made again with another passphrase since these keys were given
// (its files then have other names: every page would be missing).
async function stale(keys) {
  try {
    var response = await fetch(SCOPE + "lock.json", { cache: "no-cache" });
    return response.ok && (await response.json()).check !== keys.check;
  } catch (error) {
    return false;
  }
}

// A whole file: one request for the stored file, decrypted as it arrives.
async function whole(keys, address, path) {
  var response = await fetch(address, { cache: "no-cache" });
  if (response.status === 404) { return notFound(); }
  if (!response.ok) { throw new Error("the host answered " + response.status); }
  var take = reader(response.body);
  var head = parseHeader(await take(HEADER));
  var next = chunks(keys, take, head, path, 0, head.length - 1);
  return respond(await next(), next, take, 200, path, { "Content-Length": String(head.length) });
}

// A Range request (a recording being played or seeked). A header kept from before the recording
// was published again with other bytes (another nonce, another length) no longer opens it: it is
// dropped and the stored file's header read anew, once.
async function partial(keys, address, path, range) {
  var kept = headers.has(address);
  try {
    return await partialOnce(keys, address, path, range);
  } catch (error) {
    if (!kept) { throw error; }
    headers.delete(address);
    return await partialOnce(keys, address, path, range);
  }
}

// The header, then only the chunks that hold the asked-for bytes.
async function partialOnce(keys, address, path, range) {
  var head = await storedHeader(address);
  if (!head) { return notFound(); }
  var span = parseRange(range, head.length);
  if (!span) {
    return new Response("", { status: 416, headers: { "Content-Range": "bytes */" + head.length } });
  }
  var first = Math.floor(span.from / CHUNK), last = Math.floor(span.to / CHUNK);
  var start = HEADER + first * (CHUNK + TAG);
  var end = HEADER + last * (CHUNK + TAG) + Math.min(CHUNK, head.length - last * CHUNK) + TAG - 1;
  var response = await fetch(address, { cache: "no-cache", headers: { Range: "bytes=" + start + "-" + end } });
  if (!response.ok) { throw new Error("the host answered " + response.status); }
  var take = reader(response.body);
  // A host that ignores Range sends the whole file: skip to the first chunk wanted.
  if (response.status === 200) { await take(start, true); }
  var next = chunks(keys, take, head, path, span.from, span.to);
  return respond(await next(), next, take, 206, path, {
    "Content-Length": String(span.to - span.from + 1),
    "Content-Range": "bytes " + span.from + "-" + span.to + "/" + head.length
  });
}

// The response: the first piece already decrypted (so a wrong key fails before answering), the
// rest decrypted as the browser reads.
function respond(firstPiece, next, take, status, path, headers) {
  var extension = path.slice(path.lastIndexOf(".") + 1).toLowerCase();
  headers["Content-Type"] = TYPES[extension] || "application/octet-stream";
  headers["Accept-Ranges"] = "bytes";
  var body = new ReadableStream({
    start: function (controller) { controller.enqueue(firstPiece); },
    pull: async function (controller) {
      var piece = await next();
      if (piece === null) { controller.close(); } else { controller.enqueue(piece); }
    },
    // The player moved on (a seek): stop downloading what it no longer wants.
    cancel: function () { take.cancel(); }
  });
  return new Response(body, { status: status, headers: headers });
}

function notFound() {
  return new Response("Not found on this site.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

// ---- The format ----

// A function giving, call by call, the plain bytes from..to (inclusive) chunk by chunk; null at the end.
function chunks(keys, take, head, path, from, to) {
  var number = Math.floor(from / CHUNK), last = Math.max(0, Math.floor(to / CHUNK));
  var aad = concat(head.bytes, new TextEncoder().encode(path));
  return async function next() {
    if (number > last) { return null; }
    var start = number * CHUNK, size = Math.min(CHUNK, head.length - start);
    var sealed = await take(size + TAG);
    if (sealed.length < size + TAG) { throw new Error("the stored file ends early"); }
    var nonce = concat(head.prefix, new Uint8Array([number >>> 24, (number >>> 16) & 255, (number >>> 8) & 255, number & 255]));
    var plain = new Uint8Array(await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: nonce, additionalData: aad, tagLength: 128 }, keys.content, sealed));
    number += 1;
    return plain.subarray(Math.max(from - start, 0), Math.max(0, Math.min(to + 1 - start, size)));
  };
}

function parseHeader(bytes) {
  var text = String.fromCharCode(bytes[0], bytes[1], bytes[2], bytes[3]);
  if (bytes.length < HEADER || text !== "SCP1") { throw new Error("not a StoryChop private file"); }
  var view = new DataView(bytes.buffer, bytes.byteOffset, HEADER);
  var length = view.getUint32(8) * 4294967296 + view.getUint32(12);
  return { bytes: bytes, length: length, prefix: bytes.slice(16, 24) };
}

// Headers of recordings already seen, so seeking costs one request, not two.
var headers = new Map();

async function storedHeader(address) {
  if (headers.has(address)) { return headers.get(address); }
  var response = await fetch(address, { cache: "no-cache", headers: { Range: "bytes=0-" + (HEADER - 1) } });
  if (response.status === 404) { return null; }
  if (!response.ok) { throw new Error("the host answered " + response.status); }
  var head = parseHeader(await reader(response.body)(HEADER));
  if (headers.size > 500) { headers.clear(); }
  headers.set(address, head);
  return head;
}

// "bytes=a-b", "bytes=a-" or "bytes=-n" as {from, to} within `length`; null when unsatisfiable.
function parseRange(value, length) {
  var match = /^bytes=(\d*)-(\d*)$/.exec(value.trim());
  if (!match || (match[1] === "" && match[2] === "")) { return length > 0 ? { from: 0, to: length - 1 } : null; }
  var from, to;
  if (match[1] === "") { from = Math.max(0, length - Number(match[2])); to = length - 1; }
  else { from = Number(match[1]); to = match[2] === "" ? length - 1 : Math.min(Number(match[2]), length - 1); }
  return from <= to && from < length ? { from: from, to: to } : null;
}

// The stored name of a site path: hex of the first 16 bytes of HMAC(names key, "name\0" + path),
// as PrivateSiteKeys.storedName.
var names = new Map();

async function storedName(keys, path) {
  if (!names.has(path)) {
    var mac = await crypto.subtle.sign("HMAC", keys.names, new TextEncoder().encode("name\u0000" + path));
    names.set(path, Array.from(new Uint8Array(mac).slice(0, 16), function (b) { return (b < 16 ? "0" : "") + b.toString(16); }).join(""));
  }
  return names.get(path);
}

// A function that reads exactly n bytes of a response body (fewer only at its end), or with
// `discard` passes over them without keeping them; take.cancel() stops the download.
function reader(body) {
  var source = body.getReader(), pending = new Uint8Array(0);
  var take = async function (n, discard) {
    while (discard && n > 0) {
      if (pending.length === 0) {
        var piece = await source.read();
        if (piece.done) { return null; }
        pending = piece.value;
      }
      var passed = Math.min(n, pending.length);
      pending = pending.subarray(passed);
      n -= passed;
    }
    while (pending.length < n) {
      var next = await source.read();
      if (next.done) { break; }
      pending = concat(pending, next.value);
    }
    var out = pending.slice(0, n);
    pending = pending.slice(n);
    return out;
  };
  take.cancel = function () { source.cancel().catch(function () {}); };
  return take;
}

function concat(a, b) {
  var out = new Uint8Array((a ? a.length : 0) + b.length);
  if (a) { out.set(a, 0); }
  out.set(b, a ? a.length : 0);
  return out;
}
"""#
}
