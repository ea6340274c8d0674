// Small progressive enhancement for every page (issue 12); pages work without it.
// - the nav collapses behind a Menu button on narrow screens;
// - copy buttons (static/qlnweb/copy.js) put a full digest on the clipboard;
// - the diff layout links switch unified/side by side in place;
// - a button with data-confirm asks first; data-needs names a field that must not be empty;
// - the review queue refreshes itself (polls queue.json) and the nav badge follows; rows are replaced only
//   when the answer changed, and the focused control keeps the focus (copy buttons work on new rows
//   through copy.js's one delegated click handler).
(function () {
  var toggle = document.getElementById("nav-toggle");
  var nav = document.getElementById("site-nav");
  if (toggle && nav) {
    toggle.addEventListener("click", function () {
      var open = toggle.getAttribute("aria-expanded") !== "true";
      toggle.setAttribute("aria-expanded", open ? "true" : "false");
      nav.classList.toggle("open", open);
    });
  }

  document.addEventListener("click", function (event) {
    // The diff layout switch (templates/_diff_table.html) works as links; here it skips the reload.
    var layout = event.target.closest && event.target.closest("a[data-diff-mode]");
    if (layout && window.history && window.history.replaceState) {
      event.preventDefault();
      var mode = layout.dataset.diffMode;
      document.querySelectorAll("[data-diff-block]").forEach(function (block) {
        block.classList.remove("diff-mode-unified", "diff-mode-split");
        block.classList.add("diff-mode-" + mode);
        block.querySelectorAll("a[data-diff-mode]").forEach(function (a) {
          if (a.dataset.diffMode === mode) a.setAttribute("aria-current", "true"); else a.removeAttribute("aria-current");
        });
      });
      document.querySelectorAll("#compare-form input[name=diff]").forEach(function (i) { i.value = mode; });
      window.history.replaceState(null, "", layout.getAttribute("href").split("#")[0] + window.location.hash);
      return;
    }
    var button = event.target.closest && event.target.closest("button[data-confirm]");
    if (!button) return;
    var needs = button.dataset.needs && document.getElementById(button.dataset.needs);
    if (needs && !needs.value.trim()) {
      event.preventDefault();
      needs.setAttribute("aria-invalid", "true");
      needs.focus();
      var hint = document.getElementById(button.dataset.needs + "-hint");
      if (!hint) {
        hint = document.createElement("p");
        hint.id = button.dataset.needs + "-hint"; hint.className = "error"; hint.setAttribute("role", "alert");
        needs.insertAdjacentElement("afterend", hint);
      }
      hint.textContent = "Write the reason first: the agent reads it to revise its output.";
      return;
    }
    if (!window.confirm(button.dataset.confirm)) event.preventDefault();
  });

  var live = document.getElementById("queue-live");
  var badge = document.getElementById("queue-count");
  var shown = null;  // the rows' HTML last put in the table: an unchanged answer leaves the rows alone
  // The element with the keyboard focus, named by what it does (its copy text or link), so the same
  // control in the new rows gets the focus back after a refresh that did change them.
  function controlKey(element) {
    if (!element || !element.getAttribute) return null;
    var copy = element.getAttribute("data-copy"), href = element.getAttribute("href");
    return copy !== null ? ["data-copy", copy] : href !== null ? ["href", href] : null;
  }
  function refocus(body, key) {
    if (!key) return;
    var candidates = body.querySelectorAll("[" + key[0] + "]");
    for (var i = 0; i < candidates.length; i++) {
      if (candidates[i].getAttribute(key[0]) === key[1]) { candidates[i].focus(); return; }
    }
  }
  function replaceRows(body, html) {
    if (html === shown) return;  // the same rows: keep the buttons, their "copied" state and the focus
    var active = document.activeElement;
    var key = active && body.contains(active) ? controlKey(active) : null;
    var copied = {};  // a copy button's "copied" state survives a refresh that rebuilt its row (e.g. "1 minute" ticking)
    body.querySelectorAll("[data-copy][data-copied]").forEach(function (b) { copied[b.getAttribute("data-copy")] = b.getAttribute("data-copied"); });
    body.innerHTML = html;
    shown = html;
    body.querySelectorAll("[data-copy]").forEach(function (b) {
      var state = copied[b.getAttribute("data-copy")];
      if (state !== undefined) b.setAttribute("data-copied", state);
    });
    if (window.qlnCopy) window.qlnCopy.reveal(body);  // now, not at the observer's turn: a hidden button takes no focus
    refocus(body, key);
  }
  function refresh() {
    var url = live ? live.dataset.url : (badge ? "/queue.json" : null);
    if (!url) return;
    fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } })
      .then(function (response) { if (!response.ok) throw new Error(response.status); return response.json(); })
      .then(function (state) {
        if (badge) { badge.textContent = state.total; badge.setAttribute("aria-label", state.total + " tasks waiting"); }
        if (live) {
          replaceRows(live.querySelector("tbody"), state.html);
          live.querySelector("#review-queue").hidden = state.total === 0;
          live.querySelector("#queue-empty").hidden = state.total !== 0;
        }
      })
      .catch(function () { /* try again at the next tick */ })
      .then(function () { setTimeout(refresh, (window.QLN_QUEUE_POLL_MS || 15000)); });
  }
  if (live || badge) setTimeout(refresh, (window.QLN_QUEUE_POLL_MS || 15000));
})();
