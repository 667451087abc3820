/// The unlock page's script, written inline into index.html and 404.html (a deep link shows
/// 404.html at any depth, where a relative script address would not resolve).
enum UnlockScript {
    static let text = #"""
// The unlock page of a StoryChop private site (docs/sharing.md, "A private site"). It is both
// index.html and 404.html, so a deep link opened in a fresh browser lands here too: it finds the
// copy's top folder (the nearest one above that holds lock.json), derives the keys from the
// passphrase with PBKDF2 as PrivateSiteKeys.swift does, tells a wrong passphrase by lock.json's
// check value, hands the keys to the service worker (unlock-sw.js) and reloads the same address.
(function () {
  "use strict";
  var form = document.getElementById("unlock-form");
  var field = document.getElementById("passphrase");
  var remember = document.getElementById("remember");
  var message = document.getElementById("unlock-message");
  var button = form.querySelector("button");
  var found = findCopy();

  // The folder whose lock.json describes this copy, from this address upwards.
  async function findCopy() {
    var folders = location.pathname.split("/");
    folders.pop();
    for (; folders.length > 0; folders.pop()) {
      var root = folders.join("/") + "/";
      var response = await fetch(root + "lock.json", { cache: "no-store" });
      if (!response.ok) { continue; }
      try { return { root: root, lock: await response.json() }; } catch (e) { continue; }
    }
    throw new Error("no lock.json above " + location.pathname);
  }

  // PBKDF2-HMAC-SHA256 → 32 bytes, HKDF-SHA256 → 64: the contents key (AES-GCM) and the names
  // key (HMAC), neither of which can be read back out of the browser; and the names key's check value.
  async function deriveKeys(passphrase, lock) {
    var encoder = new TextEncoder();
    var material = await crypto.subtle.importKey("raw", encoder.encode(passphrase.normalize("NFC")), "PBKDF2", false, ["deriveBits"]);
    var salt = Uint8Array.from(atob(lock.salt), function (c) { return c.charCodeAt(0); });
    var master = await crypto.subtle.deriveBits(
      { name: "PBKDF2", hash: "SHA-256", salt: salt, iterations: lock.iterations }, material, 256);
    var expander = await crypto.subtle.importKey("raw", master, "HKDF", false, ["deriveBits"]);
    var bits = new Uint8Array(await crypto.subtle.deriveBits(
      { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: encoder.encode("storychop private site keys") }, expander, 512));
    var content = await crypto.subtle.importKey("raw", bits.slice(0, 32), "AES-GCM", false, ["decrypt"]);
    var names = await crypto.subtle.importKey("raw", bits.slice(32), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    bits.fill(0);
    var mac = await crypto.subtle.sign("HMAC", names, encoder.encode("storychop-private-site check"));
    var check = Array.from(new Uint8Array(mac), function (b) { return (b < 16 ? "0" : "") + b.toString(16); }).join("");
    return { content: content, names: names, check: check };
  }

  // Sends the keys to the service worker and waits until it has stored them. Unticked "Remember",
  // they are tied to a session cookie, which the browser forgets when it closes.
  async function handOver(keys, root) {
    var registration = await navigator.serviceWorker.register(root + "unlock-sw.js", { scope: root });
    var worker = registration.active || registration.waiting || registration.installing;
    await waitUntilActive(worker);
    var record = { content: keys.content, names: keys.names, check: keys.check, session: null };
    if (!remember.checked) {
      record.session = Array.from(crypto.getRandomValues(new Uint8Array(16)), function (b) { return b.toString(16); }).join("");
      document.cookie = "storychop-session=" + record.session + "; path=" + root + "; SameSite=Strict" +
        (location.protocol === "https:" ? "; Secure" : "");
    }
    await new Promise(function (resolve) {
      var channel = new MessageChannel();
      channel.port1.onmessage = resolve;
      worker.postMessage(record, [channel.port2]);
    });
  }

  function waitUntilActive(worker) {
    return new Promise(function (resolve) {
      if (worker.state === "activated") { resolve(); return; }
      worker.addEventListener("statechange", function () { if (worker.state === "activated") { resolve(); } });
    });
  }

  function say(text, isError) {
    message.textContent = text;
    message.classList.toggle("unlock-error", Boolean(isError));
  }

  async function unlock(event) {
    event.preventDefault();
    if (!("serviceWorker" in navigator) || !window.crypto || !crypto.subtle) {
      say("This browser cannot open the private site at this address: it needs an https:// address and a current browser.", true);
      return;
    }
    button.disabled = true;
    say("Opening…", false);
    try {
      var copy = await found;
      var keys = await deriveKeys(field.value, copy.lock);
      if (keys.check !== copy.lock.check) {
        say("That is not the family passphrase. Check it and try again.", true);
        field.select();
        field.focus();
        return;
      }
      await handOver(keys, copy.root);
      location.reload();
    } catch (error) {
      say("The site could not be opened here (" + error.message + "). Try again, or ask the family member who shares it.", true);
    } finally {
      button.disabled = false;
    }
  }

  form.hidden = false;
  form.addEventListener("submit", unlock);
})();
"""#
}
