// Live progress of an evaluation run (R-UI-3): poll the JSON endpoint every second
// while the run is queued or running; reload once it ends so the fitness table appears.
// A page opened before a run started (or before a re-run) asks latest.json every 3 s and reloads
// when a newer run appears, so the progress starts on its own.
(function () {
  var card = document.getElementById("evaluation-card");
  var box = document.getElementById("run-progress");
  if (!card || (box && box.dataset.working === "1")) return;
  var dirty = false;  // never reload over unsaved input (the lens grid)
  var leaving = false;  // never reload over a navigation the operator started
  document.addEventListener("input", function () { dirty = true; });
  window.addEventListener("pagehide", function () { leaving = true; });
  document.addEventListener("click", function (event) { if (event.target.closest && event.target.closest("a[href]")) leaving = true; });
  function notice() {
    var note = document.createElement("p");
    note.className = "flash flash-info"; note.id = "new-run-notice"; note.setAttribute("role", "status");
    note.innerHTML = 'A new evaluation has started. <a href="">Reload</a> to follow it (save your input first).';
    card.insertBefore(note, card.children[1] || null);
  }
  function watch() {
    fetch(card.dataset.latestUrl, { credentials: "same-origin", headers: { Accept: "application/json" } })
      .then(function (response) { return response.json(); })
      .then(function (latest) {
        if (latest.id !== null && (String(latest.id) !== card.dataset.run || latest.status !== card.dataset.status)) {
          if (leaving) return;
          if (dirty) { notice(); } else { window.location.reload(); }
        } else { setTimeout(watch, window.QLN_RUN_POLL_MS || 3000); }
      })
      .catch(function () { setTimeout(watch, 5000); });
  }
  setTimeout(watch, window.QLN_RUN_POLL_MS || 3000);
})();

(function () {
  var box = document.getElementById("run-progress");
  if (!box || box.dataset.working !== "1") return;
  var list = document.getElementById("run-steps");
  function render(state) {
    box.querySelector(".bar").style.width = state.progress.percent + "%";
    box.querySelector(".label").textContent = state.progress.done + "/" + state.progress.total + " steps";
    document.getElementById("run-status").textContent = state.status;
    state.steps.forEach(function (step) {
      var item = list && list.querySelector('li[data-order="' + step.order + '"]');
      if (!item) return;
      item.className = "step step-" + step.status;
      item.querySelector(".pill").textContent = step.status;
      item.querySelector(".muted").textContent = step.summary + (step.duration_ms !== null ? " · " + step.duration_ms + " ms" : "");
    });
  }
  function tick() {
    fetch(box.dataset.url, { credentials: "same-origin", headers: { Accept: "application/json" } })
      .then(function (response) { return response.json(); })
      .then(function (state) {
        render(state);
        if (state.status === "finished" || state.status === "failed") { window.location.reload(); }
        else { setTimeout(tick, 1000); }
      })
      .catch(function () { setTimeout(tick, 2000); });
  }
  setTimeout(tick, 1000);
})();
