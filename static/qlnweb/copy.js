// Copy buttons of templates/_digest.html (issue 12). Without this script the buttons stay hidden
// and the full digest stays selectable in the page; with it, a click (or Enter/Space) copies the
// digest and says so in a polite live region.
(function () {
  "use strict";
  function status() {
    var region = document.getElementById("copy-status");
    if (!region) {
      region = document.createElement("div");
      region.id = "copy-status"; region.className = "sr-only";
      region.setAttribute("role", "status"); region.setAttribute("aria-live", "polite");
      document.body.appendChild(region);
    }
    return region;
  }
  function legacyCopy(text) {
    var area = document.createElement("textarea");
    area.value = text; area.setAttribute("readonly", ""); area.className = "sr-only";
    document.body.appendChild(area); area.select();
    var ok = false;
    try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
    document.body.removeChild(area);
    return ok ? Promise.resolve() : Promise.reject(new Error("copy refused"));
  }
  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text).catch(function () { return legacyCopy(text); });
    }
    return legacyCopy(text);
  }
  function selectDigest(button) {
    var code = button.parentNode && button.parentNode.querySelector(".digest-text");
    if (!code || !window.getSelection) return;
    var range = document.createRange(); range.selectNodeContents(code);
    var selection = window.getSelection(); selection.removeAllRanges(); selection.addRange(range);
  }
  function onCopy(button) {
    var text = button.getAttribute("data-copy") || "";
    return copyText(text).then(function () {
      button.textContent = "copied"; button.setAttribute("data-copied", "true");
      status().textContent = "Digest copied to the clipboard.";
    }, function () {
      selectDigest(button);
      button.textContent = "select"; button.setAttribute("data-copied", "false");
      status().textContent = "Copying was refused: the digest is selected, press Ctrl+C.";
    }).then(function () {
      setTimeout(function () { button.textContent = "copy"; }, 2000);
    });
  }
  function reveal(root) {
    var buttons = (root || document).querySelectorAll("button.copy[hidden]");
    for (var i = 0; i < buttons.length; i++) buttons[i].hidden = false;
  }
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("button.copy");
    if (button) { event.preventDefault(); onCopy(button); }
  });
  reveal(document);
  // Rows the review queue re-renders (qlnweb.js) bring new buttons.
  new MutationObserver(function () { reveal(document); }).observe(document.body, { childList: true, subtree: true });
  window.qlnCopy = { copyText: copyText, onCopy: onCopy, reveal: reveal };
})();
