// Draws this player's contribution to the game's randomness in the browser, so the server does
// not choose it; without JavaScript the form keeps the server-made value.
(function () {
  var field = document.getElementById("contribution");
  if (!field || !window.crypto || !window.crypto.getRandomValues) return;
  var bytes = new Uint8Array(32);
  window.crypto.getRandomValues(bytes);
  var hex = "";
  for (var i = 0; i < bytes.length; i++) hex += (bytes[i] < 16 ? "0" : "") + bytes[i].toString(16);
  field.value = hex;
})();
