// The act payload as the server hashes it (issue 24 §2), for forms whose act carries a reason or the lens grid:
// the browser adds note_digest = sha256(note) to the payload template the page rendered and signs
// sha256(canonical payload ‖ nonce). canonical() must give the bytes of Python's
// json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False) (cycles/signing/payload.py), and
// noteText() the text of cycles.signing.payload.note_text; tests/browser/test_canonical_bytes.py pins both.
// Plain ES2017, no build step; exposed as window.qlnCanonical.
(function () {
  "use strict";

  // Python's str.isspace() set: what str.strip() removes (JS trim() differs: it keeps \x1c-\x1f and \x85,
  // and removes \ufeff).
  var OUTER_SPACE = /^[\t\n\x0b\x0c\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\t\n\x0b\x0c\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/g;

  function wellFormed(text) {
    // A form posts a lone surrogate as U+FFFD (UTF-8 cannot carry it), so the server sees U+FFFD: hash that too.
    return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])/g, "\ufffd").replace(/(^|[^\ud800-\udbff])[\udc00-\udfff]/g, "$1\ufffd");
  }

  function noteText(raw) {
    return wellFormed(String(raw || "")).replace(/\r\n?/g, "\n").replace(OUTER_SPACE, "");
  }

  function byCodePoint(a, b) {
    // Python orders str keys by code point; Array.prototype.sort's default compares UTF-16 units.
    var x = Array.from(a), y = Array.from(b);
    for (var i = 0; i < Math.min(x.length, y.length); i++) {
      var p = x[i].codePointAt(0), q = y[i].codePointAt(0);
      if (p !== q) return p - q;
    }
    return x.length - y.length;
  }

  function canonical(value) {
    if (value === null) return "null";
    if (value === true) return "true";
    if (value === false) return "false";
    if (typeof value === "number") {
      if (!Number.isSafeInteger(value)) throw new Error("canonical JSON here holds integers only, not " + value);
      return String(value);
    }
    // JSON.stringify escapes a string as json.dumps(ensure_ascii=False) does: \" \\ \b \f \n \r \t, other
    // controls as \u00xx (lower-case hex), everything else (U+2028, emoji) as itself.
    if (typeof value === "string") return JSON.stringify(wellFormed(value));
    if (Array.isArray(value)) return "[" + value.map(canonical).join(",") + "]";
    if (typeof value === "object") {
      return "{" + Object.keys(value).sort(byCodePoint).map(function (key) {
        return JSON.stringify(wellFormed(key)) + ":" + canonical(value[key]);
      }).join(",") + "}";
    }
    throw new Error("canonical JSON cannot hold a " + typeof value);
  }

  function utf8(text) { return new TextEncoder().encode(text); }

  function fromHex(text) {
    var bytes = new Uint8Array(text.length / 2);
    for (var i = 0; i < bytes.length; i++) bytes[i] = parseInt(text.substr(i * 2, 2), 16);
    return bytes;
  }

  function hex(buffer) {
    return Array.from(new Uint8Array(buffer)).map(function (b) { return ("0" + b.toString(16)).slice(-2); }).join("");
  }

  async function sha256(bytes) {
    return new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  }

  function concat(a, b) {
    var joined = new Uint8Array(a.length + b.length);
    joined.set(a, 0);
    joined.set(b, a.length);
    return joined;
  }

  // The lens audit's grid as cycles.signing.payload.lens_cells reads it from the POST.
  function lensCells(form, coordinates) {
    var cells = {};
    coordinates.forEach(function (c) {
      var status = form.elements["status-" + c], evidence = form.elements["evidence-" + c];
      cells[c] = { status: noteText(status ? status.value : ""), evidence: noteText(evidence ? evidence.value : "") };
    });
    return cells;
  }

  // The payload with note_digest (when there is a note), its canonical bytes and digest, and the challenge.
  async function act(template, note, nonceHex) {
    var payload = Object.assign({}, template);
    if (note) payload.note_digest = hex(await sha256(utf8(note)));
    var bytes = utf8(canonical(payload));
    return { payload: payload, digest: hex(await sha256(bytes)), challenge: await sha256(concat(bytes, fromHex(nonceHex))) };
  }

  window.qlnCanonical = { canonical: canonical, noteText: noteText, lensCells: lensCells, act: act, sha256: sha256,
                          utf8: utf8, hex: hex };
})();
