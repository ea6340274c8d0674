// Passkeys in the browser (issue 24 §1–2): enrolment and signed decisions. Plain ES2017, no build step.
//
// Enrolment (form[data-passkey-enrol], templates/cycles/passkey_enrol.html): the one-time code goes to the
// options endpoint, navigator.credentials.create makes the passkey (user verification required), its answer
// goes to the finish endpoint. A refusal is shown as the server's sentence with its code under it.
//
// A decision (form[data-passkey-form] with templates/_act_sign.html): the pressed button carries the
// challenge sha256(canonical payload ‖ server nonce) of its decision; navigator.credentials.get signs it with
// one of the operator's passkeys and the form posts act_nonce and act_assertion with the decision. Without
// WebAuthn, without a passkey, or when the prompt is cancelled, nothing is sent (never a half-recorded act) —
// unless the server runs with QLN_UNSIGNED_ACTS (development), when the form goes unsigned.
//
// A decision with a typed reason, the lens grid, or a decision read from a field (a REOPEN's phase): the box
// carries the payload templates and the nonce instead (data-act-templates, data-act-nonce); the press adds
// note_digest = sha256(the reason, or the grid's canonical JSON) and signs sha256(canonical payload ‖ nonce),
// computed here (canonical.js). The digest next to the button follows what is typed.
(function () {
  "use strict";

  var NO_WEBAUTHN = "This browser cannot sign with a passkey (it has no WebAuthn), so nothing was sent and " +
    "nothing was recorded. Open this page in a current browser (Chrome, Edge, Firefox or Safari).";

  function webauthnAvailable() {
    return !!(window.PublicKeyCredential && navigator.credentials &&
              navigator.credentials.get && navigator.credentials.create);
  }

  function fromB64url(text) {
    var base64 = text.replace(/-/g, "+").replace(/_/g, "/");
    while (base64.length % 4) base64 += "=";
    var binary = atob(base64);
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes.buffer;
  }

  function toB64url(buffer) {
    var bytes = new Uint8Array(buffer);
    var binary = "";
    for (var i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  function element(tag, attributes, text) {
    var node = document.createElement(tag);
    Object.keys(attributes).forEach(function (name) { node.setAttribute(name, attributes[name]); });
    if (text) node.textContent = text;
    return node;
  }

  function enrolLink() {
    return element("a", { href: "/accounts/passkeys/enrol/" }, "Enrol a passkey");
  }

  // ---- signed decisions --------------------------------------------------------------------------------------

  function promptFailure(error) {
    var name = (error && error.name) || "Error";
    if (name === "NotAllowedError" || name === "AbortError") {
      return "The passkey prompt was cancelled or timed out (" + name + "), so nothing was sent and nothing " +
        "was recorded. Press the button again to sign your decision.";
    }
    return "Your browser refused to sign with a passkey here (" + name + ": " + (error && error.message) +
      "), so nothing was sent and nothing was recorded. Open the site at the address your passkey was enrolled on.";
  }

  function signedDecisions(form) {
    var box = form.querySelector("[data-passkey-sign]");
    if (!box) return;
    var nonce = form.querySelector("input[name=act_nonce]");
    var assertionField = form.querySelector("input[name=act_assertion]");
    var status = box.querySelector("[data-act-status]");
    var state = { busy: false, release: false };

    function say(text, tone, link) {
      status.textContent = text;
      status.className = "act-status " + (tone || "error");
      status.setAttribute("role", tone === "info" ? "status" : "alert");
      if (link) { status.appendChild(document.createTextNode(" ")); status.appendChild(link); }
    }

    function send(button) {
      // Called after the press's own submit event has ended (a nested requestSubmit would be ignored); the
      // submit event it fires synchronously is this one, so it is let through.
      state.release = true;
      try {
        if (form.requestSubmit) form.requestSubmit(button);
        else { form.appendChild(element("input", { type: "hidden", name: button.name, value: button.value })); form.submit(); }
      } finally {
        state.release = false;
      }
    }

    function goUnsigned() {
      // Development mode: the press's own submission goes on, without the act fields.
      nonce.disabled = true;
      assertionField.disabled = true;
    }

    var templated = !!box.dataset.actTemplates;

    function decisionOf(button) {
      var field = box.dataset.actDecisionField;
      return button.dataset.decision || (field && form.elements[field] ? form.elements[field].value : button.value);
    }

    function noteOf() {
      var canon = window.qlnCanonical;
      if (box.dataset.actNote) return canon.noteText((form.elements[box.dataset.actNote] || {}).value);
      if (box.dataset.actGrid) return canon.canonical(canon.lensCells(form, box.dataset.actGrid.split(" ")));
      return "";
    }

    async function browserAct(button) {
      var decision = decisionOf(button);
      var template = JSON.parse(box.dataset.actTemplates)[decision];
      if (!template) throw new Error("This page offers no signed act for \u201c" + decision + "\u201d; reload it.");
      return window.qlnCanonical.act(template, noteOf(), box.dataset.actNonce);
    }

    async function showDigests() {
      // The payload digest next to each button is the one its press signs, reason included.
      var buttons = form.querySelectorAll("button[aria-describedby]");
      for (var i = 0; i < buttons.length; i++) {
        var code = document.querySelector("#" + buttons[i].getAttribute("aria-describedby") + " code");
        if (!code) continue;
        try {
          var signed = await browserAct(buttons[i]);
          code.textContent = signed.digest.slice(0, 16) + "\u2026";
          code.title = signed.digest;
        } catch (error) { /* no act for this decision: the press says so */ }
      }
    }

    if (templated && window.qlnCanonical && window.crypto && crypto.subtle) {
      var pending = null;
      var refresh = function () { clearTimeout(pending); pending = setTimeout(showDigests, 150); };
      form.addEventListener("input", refresh);
      form.addEventListener("change", refresh);
      showDigests();
    }

    window.addEventListener("pageshow", function (event) {
      if (!event.persisted) return;  // back from another page: nothing signed is waiting to be sent
      state.busy = false;
      state.release = false;
      nonce.disabled = true;
      assertionField.disabled = true;
      assertionField.value = "";
    });

    form.addEventListener("submit", async function (event) {
      if (state.release) return;
      var credentials = (box.dataset.credentials || "").split(" ").filter(Boolean);
      var unsignedOk = box.dataset.unsigned === "1";
      if (unsignedOk && !state.busy && (!webauthnAvailable() || !credentials.length)) { goUnsigned(); return; }
      event.preventDefault();
      if (state.busy) return;  // a second press while the first is being signed or sent
      var button = event.submitter;
      if (!button || (!templated && !button.dataset.challenge)) {
        say("Press one of the decision buttons: each signs its own decision. Nothing was sent.");
        return;
      }
      if (!webauthnAvailable()) {
        say(NO_WEBAUTHN);
        return;
      }
      if (!credentials.length) {
        say("Enrol a passkey first: every decision is signed with your passkey. Nothing was sent and nothing " +
            "was recorded.", "error", enrolLink());
        return;
      }
      state.busy = true;
      var challenge;
      if (templated) {
        if (!window.qlnCanonical || !window.crypto || !crypto.subtle) {
          state.busy = false;
          say("This page cannot compute what your passkey signs here (no Web Crypto: open the site over HTTPS or " +
              "at localhost). Nothing was sent and nothing was recorded.");
          return;
        }
        try {
          challenge = (await browserAct(button)).challenge.buffer;
        } catch (error) {
          state.busy = false;
          say(error.message + " Nothing was sent and nothing was recorded.");
          return;
        }
      } else {
        challenge = fromB64url(button.dataset.challenge);
      }
      say("Waiting for your passkey: verify yourself (PIN, fingerprint or face) to sign \u201c" +
          (button.value || decisionOf(button)) + "\u201d.", "info");
      var credential;
      try {
        credential = await navigator.credentials.get({ publicKey: {
          challenge: challenge,
          rpId: box.dataset.rpId,
          allowCredentials: credentials.map(function (id) { return { type: "public-key", id: fromB64url(id) }; }),
          userVerification: "required",
          timeout: 120000
        } });
      } catch (error) {
        state.busy = false;
        say(promptFailure(error));
        return;
      }
      if (!credential) {
        state.busy = false;
        say(promptFailure(null));
        return;
      }
      assertionField.value = JSON.stringify({
        credential_id: toB64url(credential.rawId),
        authenticatorData: toB64url(credential.response.authenticatorData),
        clientDataJSON: toB64url(credential.response.clientDataJSON),
        signature: toB64url(credential.response.signature)
      });
      nonce.disabled = false;
      assertionField.disabled = false;
      say("Signed with your passkey; sending your decision\u2026", "info");
      send(button);
    });
  }

  // ---- enrolment -----------------------------------------------------------------------------------------------

  function enrolment(form) {
    var status = document.getElementById("enrol-status");
    var submit = form.querySelector("button[type=submit]");
    var csrf = form.querySelector("input[name=csrfmiddlewaretoken]").value;

    function clear() { while (status.firstChild) status.removeChild(status.firstChild); }

    function refuse(sentence, code) {
      clear();
      status.setAttribute("role", "alert");
      status.appendChild(element("p", { "class": "error", id: "enrol-error" }, sentence));
      status.appendChild(element("p", { "class": "mono", id: "enrol-error-code" }, code));
      submit.disabled = false;
    }

    function progress(sentence) {
      clear();
      status.setAttribute("role", "status");
      status.appendChild(element("p", { "class": "muted", id: "enrol-progress" }, sentence));
    }

    async function post(url, body) {
      var response = await fetch(url, {
        method: "POST", credentials: "same-origin", body: JSON.stringify(body),
        headers: { "Content-Type": "application/json", Accept: "application/json", "X-CSRFToken": csrf }
      });
      var answer;
      try { answer = await response.json(); } catch (error) {
        answer = { error: "HTTP_" + response.status, detail: "The server answered " + response.status +
          " without an explanation; reload the page and try again." };
      }
      return { ok: response.ok, answer: answer };
    }

    form.addEventListener("submit", async function (event) {
      event.preventDefault();
      if (submit.disabled) return;
      if (!webauthnAvailable()) {
        refuse("This browser cannot create a passkey (it has no WebAuthn), so nothing was sent. Open this page " +
               "in a current browser (Chrome, Edge, Firefox or Safari).", "WEBAUTHN_UNAVAILABLE");
        return;
      }
      var code = form.querySelector("input[name=code]").value.trim();
      if (!code) { refuse("Type the one-time code an administrator gave you. Nothing was sent.", "CODE_MISSING"); return; }
      submit.disabled = true;
      progress("Checking the code\u2026");
      var options;
      try {
        options = await post(form.dataset.optionsUrl, { code: code });
      } catch (error) {
        refuse("The server could not be reached (" + error.message + "); nothing was enrolled.", "NETWORK_ERROR");
        return;
      }
      if (!options.ok) { refuse(options.answer.detail, options.answer.error); return; }
      var publicKey = options.answer.publicKey;
      publicKey.challenge = fromB64url(publicKey.challenge);
      publicKey.user.id = fromB64url(publicKey.user.id);
      (publicKey.excludeCredentials || []).forEach(function (c) { c.id = fromB64url(c.id); });
      progress("Create the passkey in your browser's prompt and verify yourself (PIN, fingerprint or face)\u2026");
      var credential;
      try {
        credential = await navigator.credentials.create({ publicKey: publicKey });
      } catch (error) {
        refuse("No passkey was created (" + ((error && error.name) || "Error") + "): the prompt was cancelled or " +
               "timed out, or this device cannot verify you. Nothing was enrolled; press the button again, the " +
               "code still works.", "PASSKEY_NOT_CREATED");
        return;
      }
      var response = credential.response;
      var finish;
      try {
        finish = await post(form.dataset.finishUrl, { code: code, response: {
          id: credential.id, rawId: toB64url(credential.rawId), type: credential.type,
          response: {
            clientDataJSON: toB64url(response.clientDataJSON),
            attestationObject: toB64url(response.attestationObject),
            transports: response.getTransports ? response.getTransports() : []
          },
          clientExtensionResults: credential.getClientExtensionResults ? credential.getClientExtensionResults() : {},
          authenticatorAttachment: credential.authenticatorAttachment || undefined
        } });
      } catch (error) {
        refuse("The server could not be reached (" + error.message + "); nothing was enrolled.", "NETWORK_ERROR");
        return;
      }
      if (!finish.ok) { refuse(finish.answer.detail, finish.answer.error); return; }
      clear();
      status.setAttribute("role", "status");
      status.appendChild(element("p", { "class": "ok", id: "enrol-done" }, "Passkey enrolled"));
      status.appendChild(element("p", {}, "Passkey " + finish.answer.credential + "\u2026 for " + finish.answer.origin +
        " now signs your decisions. The enrolment is in the ledger; the code is used up."));
      var list = element("a", { href: form.dataset.passkeysUrl, id: "enrol-passkeys" }, "Your passkeys");
      status.appendChild(list);
      form.hidden = true;
    });
  }

  document.querySelectorAll("form[data-passkey-form]").forEach(signedDecisions);
  document.querySelectorAll("form[data-passkey-enrol]").forEach(enrolment);
})();
