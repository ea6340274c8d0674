// Live progress of an evaluation run (R-UI-3): poll the JSON endpoint every second
// while the run is queued or running; reload once it ends so the fitness table appears.
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
