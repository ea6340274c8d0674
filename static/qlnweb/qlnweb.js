// Small progressive enhancement for every page (issue 12); pages work without it.
// - the nav collapses behind a Menu button on narrow screens;
// - copy buttons put a full digest on the clipboard;
// - a button with data-confirm asks first; data-needs names a field that must not be empty;
// - the review queue refreshes itself (polls queue.json) and the nav badge follows.
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
    var copy = event.target.closest && event.target.closest("button.copy");
    if (copy) {
      var text = copy.dataset.copy;
      var done = function () { copy.textContent = "copied"; setTimeout(function () { copy.textContent = "copy"; }, 1500); };
      if (navigator.clipboard && window.isSecureContext) { navigator.clipboard.writeText(text).then(done, done); }
      else {
        var area = document.createElement("textarea");
        area.value = text; document.body.appendChild(area); area.select();
        try { document.execCommand("copy"); } catch (e) { /* nothing to do */ }
        document.body.removeChild(area); done();
      }
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
  function refresh() {
    var url = live ? live.dataset.url : (badge ? "/queue.json" : null);
    if (!url) return;
    fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } })
      .then(function (response) { if (!response.ok) throw new Error(response.status); return response.json(); })
      .then(function (state) {
        if (badge) { badge.textContent = state.total; badge.setAttribute("aria-label", state.total + " tasks waiting"); }
        if (live) {
          live.querySelector("tbody").innerHTML = state.html;
          live.querySelector("#review-queue").hidden = state.total === 0;
          live.querySelector("#queue-empty").hidden = state.total !== 0;
        }
      })
      .catch(function () { /* try again at the next tick */ })
      .then(function () { setTimeout(refresh, (window.QLN_QUEUE_POLL_MS || 15000)); });
  }
  if (live || badge) setTimeout(refresh, (window.QLN_QUEUE_POLL_MS || 15000));
})();
