// Draws this player's contribution to the game's randomness in the browser, so the server does
// not choose it; without JavaScript the form keeps the server-made value. Drawn when the page
// loads, when the live update (live.js) puts new content in place ("durbar:content": a fresh
// form, with the server-made value, in place of the one drawn here), and again when a join form
// is sent whose field this script has not drawn.
(function () {
  if (!window.crypto || !window.crypto.getRandomValues) return;
  function draw(field) {
    if (!field || field.getAttribute("data-drawn") === "yes") return;
    var bytes = new Uint8Array(32);
    window.crypto.getRandomValues(bytes);
    var hex = "";
    for (var i = 0; i < bytes.length; i++) hex += (bytes[i] < 16 ? "0" : "") + bytes[i].toString(16);
    field.value = hex;
    field.setAttribute("data-drawn", "yes");
  }
  draw(document.getElementById("contribution"));
  if (window.durbarJoinDraws) return;
  window.durbarJoinDraws = true;
  document.addEventListener("durbar:content", function () {
    draw(document.getElementById("contribution"));
  });
  // In the capture phase: before any other script (sign.js) reads or sends the form.
  document.addEventListener("submit", function (event) {
    if (event.target && event.target.id === "join-form") {
      draw(event.target.querySelector("#contribution"));
    }
  }, true);
})();
