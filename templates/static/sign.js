// Signed moves (design.md "Trust levels"). At join (and on a further device) this browser makes
// an ECDSA P-256 key pair with WebCrypto: the private key cannot be exported and stays in this
// browser's IndexedDB; the public key goes with the form and into the game's log. Before a move's
// form is sent, the page asks the server what the move's commands are (POST …/to-sign: the
// signed bytes, nothing is played), signs each with the key and sends the form with the
// signatures. A disc, sealed bid or Citadels pick gets a nonce drawn here, so the commitment
// signed is the one the server stores; a Citadels pick gets a second one for the character it
// lays face down (2 players; the 7-/8-player last pick), whose commitment is signed with it. Both games' forms are signed alike: Maharaja's (join,
// keys, act, disc, open, bid, open-bid, turn step and finish) and Citadels' (its move form, each button's move
// in the field `move`, and undo, which plays nothing). The buttons of those forms are rendered
// disabled at the signed levels and enabled by this script once it runs. Without a key in this
// browser the form goes unsigned, and the server refuses the move with a sentence saying why;
// without JavaScript the buttons stay disabled and the page says the level needs it.
(function () {
  // Once per page: its listener serves every form, those a live update brings included.
  if (window.durbarSign) return;
  window.durbarSign = true;
  // The buttons that wait for this script (`data-await-sign`, templates/src/play/gate.rs): its
  // mark comes off, and a button that waits for no other script's is enabled.
  function release() {
    Array.prototype.forEach.call(document.querySelectorAll("[data-await-sign]"), function (button) {
      button.removeAttribute("data-await-sign");
      if (!button.hasAttribute("data-await-seal")) button.disabled = false;
    });
  }
  // A move's button waits for this script (rendered disabled at the signed levels, so that no
  // form is sent before it can be signed): enabled now, and in the content a live update brings.
  // Without WebCrypto too: the form then goes unsigned and the server says why.
  function ready() { release(); }
  ready();
  document.addEventListener("durbar:content", ready);
  var subtle = window.crypto && window.crypto.subtle;
  if (!subtle || !window.indexedDB || !window.fetch || !window.URLSearchParams) return;
  var FORMS = /\/games\/([0-9a-f]{32})\/(join|keys|act|disc|open|bid|open-bid|turn\/step|turn\/finish|citadels\/move|citadels\/undo)$/;
  var ECDSA = { name: "ECDSA", namedCurve: "P-256" };

  function hex(buffer) {
    var bytes = new Uint8Array(buffer), out = "";
    for (var i = 0; i < bytes.length; i++) out += (bytes[i] < 16 ? "0" : "") + bytes[i].toString(16);
    return out;
  }
  function unhex(text) {
    var bytes = new Uint8Array(text.length / 2);
    for (var i = 0; i < bytes.length; i++) bytes[i] = parseInt(text.substr(2 * i, 2), 16);
    return bytes;
  }
  function field(form, name, value) {
    var input = form.querySelector('input[name="' + name + '"]');
    if (!input) {
      input = document.createElement("input");
      input.type = "hidden";
      input.name = name;
      form.appendChild(input);
    }
    input.value = value;
  }
  function store(mode, work) {
    return new Promise(function (ok, fail) {
      var open = indexedDB.open("durbar", 1);
      open.onupgradeneeded = function () { open.result.createObjectStore("keys"); };
      open.onerror = function () { fail(open.error); };
      open.onsuccess = function () {
        var tx = open.result.transaction("keys", mode);
        var request = work(tx.objectStore("keys"));
        tx.oncomplete = function () { ok(request.result); };
        tx.onerror = function () { fail(tx.error); };
      };
    });
  }

  // A new key for this game on this device: the pair kept here, the public key in the form.
  function register(form, game) {
    return subtle.generateKey(ECDSA, false, ["sign", "verify"]).then(function (pair) {
      return subtle.exportKey("raw", pair.publicKey).then(function (raw) {
        field(form, "key", hex(raw));
        return store("readwrite", function (keys) { return keys.put(pair, game); });
      });
    });
  }

  // The join's key: the one this device made for the game already, if any — a join sent again
  // (from a reloaded or second tab, after a join that went through or failed) must not put a
  // new key in its place, which the server would never register — else a new one.
  function joinKey(form, game) {
    return store("readonly", function (keys) { return keys.get(game); }).then(function (pair) {
      if (!pair) return register(form, game);
      return subtle.exportKey("raw", pair.publicKey).then(function (raw) {
        field(form, "key", hex(raw));
      });
    });
  }

  // Whether the form seals a value with a nonce drawn here.
  function sealed(kind, data) {
    if (kind === "disc" || data.get("type") === "sealed_bid") return true;
    if (kind !== "citadels/move") return false;
    try { return JSON.parse(data.get("move") || "{}")["do"] === "pick"; } catch (e) { return false; }
  }

  // The signatures of the move the form makes.
  function sign(form, game, kind, submitter) {
    var data = new FormData(form);
    if (submitter && submitter.name) data.set(submitter.name, submitter.value);
    if (sealed(kind, data)) {
      var nonce = new Uint8Array(32);
      window.crypto.getRandomValues(nonce);
      field(form, "nonce", hex(nonce));
      data.set("nonce", hex(nonce));
      if (kind === "citadels/move") {
        // A pick that lays a character face down seals it under a nonce of its own.
        var discard = new Uint8Array(32);
        window.crypto.getRandomValues(discard);
        field(form, "discard_nonce", hex(discard));
        data.set("discard_nonce", hex(discard));
      }
    }
    data.set("form", kind);
    return store("readonly", function (keys) { return keys.get(game); }).then(function (pair) {
      if (!pair) return;
      return fetch("/games/" + game + "/to-sign", {
        method: "POST",
        credentials: "same-origin",
        body: new URLSearchParams(data)
      }).then(function (answer) {
        if (!answer.ok) return;
        return answer.json().then(function (body) {
          return Promise.all(body.messages.map(function (message) {
            return subtle.sign({ name: "ECDSA", hash: "SHA-256" }, pair.privateKey, unhex(message));
          })).then(function (signatures) {
            field(form, "signatures", signatures.map(hex).join(","));
          });
        });
      });
    });
  }

  document.addEventListener("submit", function (event) {
    var form = event.target;
    var match = FORMS.exec(new URL(form.action, location.href).pathname);
    if (!match || form.dataset.signed === "yes") return;
    event.preventDefault();
    // While a form is being signed, live.js leaves the page's content alone (a form replaced
    // under us would be sent from a detached copy, that is not at all).
    window.durbarSigning = (window.durbarSigning || 0) + 1;
    var game = match[1], kind = match[2], submitter = event.submitter;
    var work = kind === "join"
      ? joinKey(form, game)
      : kind === "keys"
        ? register(form, game)
        : sign(form, game, kind, submitter);
    var send = function () {
      window.durbarSigning -= 1;
      form.dataset.signed = "yes";
      if (form.requestSubmit) form.requestSubmit(submitter || undefined); else form.submit();
      // live.js applies an update it held back meanwhile (unless the form is on its way).
      document.dispatchEvent(new CustomEvent("durbar:signed"));
    };
    work.then(send, send);
  });
})();
