// Discs sealed in the browser (design.md "Trust levels"), on game pages at that level, beside
// sign.js. Setting a disc: this page draws the nonce with WebCrypto, computes the commitment
// exactly as the domain does (domain/src/maharaja/commitment.rs: SHA-256("durbar.disc.v1" ‖
// game_id (16 bytes) ‖ u32be(round) ‖ u16be(seat) ‖ action_a ‖ action_b ‖ nonce (32 bytes))),
// keeps the opening in this browser's IndexedDB (database "durbar-openings") and sends the
// commitment alone (sign.js signs it); the arrows chosen never leave the page. When the
// player's turn begins, the page fills the "open your disc" form with the opening kept for the
// commitment the log holds and sends it (sign.js signs it). The opening is shown as a carry
// code ("round-ab-nonce") to paste into that form on another device. The page carries this
// script only where a disc is set or opened; a live update that brings such a form loads it.
// The disc form's button is rendered disabled (data-await-sign, data-await-seal) and enabled by this
// script and sign.js once both run: a disc is never sent unsealed.
// Sealed bids (R27) the same way: the bid form's amount is sealed under a nonce drawn here
// (SHA-256("durbar.bid.v1" ‖ game_id ‖ u32be(auction) ‖ u16be(seat) ‖ u32be(amount) ‖ nonce)),
// the opening kept in the same store and only the commitment sent (…/bid); once every bid is in,
// the "open your bid" form is filled with the opening and sent (…/open-bid); its carry code is
// "bid-auction-amount-nonce".
(function () {
  // Once per page: a live update (live.js) that brings new content says so ("durbar:content").
  if (window.durbarSeal) return;
  window.durbarSeal = true;
  var subtle = window.crypto && window.crypto.subtle;
  if (!subtle || !window.indexedDB || !window.TextEncoder) {
    // Without WebCrypto or IndexedDB (a page over plain http from another host than localhost,
    // an old browser) no disc can be sealed here: the button stays disabled, and the sentence
    // rendered hidden beside it (data-needs-crypto) says why, in the content a live update
    // brings too.
    var explain = function () {
      Array.prototype.forEach.call(document.querySelectorAll("[data-needs-crypto]"), function (p) {
        p.hidden = false;
      });
    };
    explain();
    document.addEventListener("durbar:content", explain);
    return;
  }
  // Action codes (Action::code): the disc form's values.
  var CODES = {
    gold: 0, house: 1, two_houses: 2, move_house: 3, quarry: 4,
    palace: 5, palace_house: 6, governor: 7, character: 8
  };
  var TAG = "durbar.disc.v1";
  var BID_TAG = "durbar.bid.v1";

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
  function openings(mode, work) {
    return new Promise(function (ok, fail) {
      var open = indexedDB.open("durbar-openings", 1);
      open.onupgradeneeded = function () { open.result.createObjectStore("openings"); };
      open.onerror = function () { fail(open.error); };
      open.onsuccess = function () {
        var tx = open.result.transaction("openings", mode);
        var request = work(tx.objectStore("openings"));
        tx.oncomplete = function () { ok(request.result); };
        tx.onerror = function () { fail(tx.error); };
      };
    });
  }
  // The page as it is now (live.js may have put a newer one in place): game, round, seat and
  // the commitment the log holds for this player's disc.
  function current() {
    var section = document.getElementById("sealed");
    if (!section) return null;
    return {
      game: section.dataset.game,
      round: parseInt(section.dataset.round, 10),
      seat: parseInt(section.dataset.seat, 10),
      logged: section.dataset.commitment
    };
  }
  // The commitment to arrows a, b (codes) under nonce (hex), as the domain computes it.
  function commitment(at, a, b, nonce) {
    var tag = new TextEncoder().encode(TAG);
    var bytes = new Uint8Array(tag.length + 16 + 4 + 2 + 2 + 32);
    var view = new DataView(bytes.buffer);
    var i = 0;
    bytes.set(tag, i); i += tag.length;
    bytes.set(unhex(at.game), i); i += 16;
    view.setUint32(i, at.round); i += 4;
    view.setUint16(i, at.seat); i += 2;
    bytes[i++] = a;
    bytes[i++] = b;
    bytes.set(unhex(nonce), i);
    return subtle.digest("SHA-256", bytes).then(hex);
  }
  // The auction this player bids in, as the page is now: game, auction, seat and the
  // commitment the log holds for this player's bid.
  function currentBid() {
    var section = document.getElementById("sealed-bid");
    if (!section) return null;
    return {
      game: section.dataset.game,
      auction: parseInt(section.dataset.auction, 10),
      seat: parseInt(section.dataset.seat, 10),
      logged: section.dataset.commitment
    };
  }
  // The commitment to a bid of amount under nonce (hex), as the domain computes it.
  function bidCommitment(at, amount, nonce) {
    var tag = new TextEncoder().encode(BID_TAG);
    var bytes = new Uint8Array(tag.length + 16 + 4 + 2 + 4 + 32);
    var view = new DataView(bytes.buffer);
    var i = 0;
    bytes.set(tag, i); i += tag.length;
    bytes.set(unhex(at.game), i); i += 16;
    view.setUint32(i, at.auction); i += 4;
    view.setUint16(i, at.seat); i += 2;
    view.setUint32(i, amount); i += 4;
    bytes.set(unhex(nonce), i);
    return subtle.digest("SHA-256", bytes).then(hex);
  }
  // Sends the commitment alone, with the form's guard fields, through a form of its own.
  function sendSealed(form, sealed) {
    var send = document.createElement("form");
    send.method = "post";
    send.action = form.action;
    send.dataset.sealed = "yes";
    ["csrf", "idem", "seen"].forEach(function (name) {
      var input = form.querySelector('[name="' + name + '"]');
      if (input) hidden(send, name, input.value);
    });
    hidden(send, "commitment", sealed);
    send.hidden = true;
    document.body.appendChild(send);
    if (send.requestSubmit) send.requestSubmit(); else send.submit();
  }

  // The buttons that wait for this script (`data-await-seal`, templates/src/play/gate.rs): its
  // mark comes off, and a button that waits for no other script's is enabled.
  function release() {
    Array.prototype.forEach.call(document.querySelectorAll("[data-await-seal]"), function (button) {
      button.removeAttribute("data-await-seal");
      if (!button.hasAttribute("data-await-sign")) button.disabled = false;
    });
  }
  function carry(opening) {
    return opening.round + "-" + opening.a + opening.b + "-" + opening.nonce;
  }
  function hidden(form, name, value) {
    var input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }

  // A fresh nonce from WebCrypto (hex).
  function nonce() {
    var random = new Uint8Array(32);
    window.crypto.getRandomValues(random);
    return hex(random);
  }
  // The submit of the form posting to `/games/{game}/{path}` is taken over by `seal(form)`: it
  // seals what the form holds here and sends the commitment alone (through a form of its own).
  function sealing(path, at, seal) {
    window.addEventListener("submit", function (event) {
      var form = event.target, where = at();
      if (!where || form.dataset.sealed === "yes") return;
      if (new URL(form.action, location.href).pathname !== "/games/" + where.game + "/" + path) return;
      event.preventDefault();
      event.stopPropagation();
      seal(form, where);
    }, true);
  }
  // Keeps `opening` here under the commitment `sealed` resolves to, then sends that alone.
  function keepAndSend(form, at, opening, sealed) {
    sealed.then(function (commitment) {
      return openings("readwrite", function (store) {
        return store.put(opening, at.game + ":" + commitment);
      }).then(function () { sendSealed(form, commitment); });
    });
  }

  // Sealing a bid: the opening stays here (keyed by its commitment), only the commitment is
  // sent; the amount is never in a request.
  sealing("bid", currentBid, function (form, at) {
    var amount = parseInt(form.querySelector('[name="amount"]').value, 10);
    var opening = { bid: true, auction: at.auction, amount: amount, nonce: nonce() };
    keepAndSend(form, at, opening, bidCommitment(at, amount, opening.nonce));
  });

  // Setting the disc: the opening stays here (keyed by its commitment), only the commitment is
  // sent, so the arrows are never in a request.
  sealing("disc", current, function (form, at) {
    var a = CODES[form.querySelector('[name="a"]').value];
    var b = CODES[form.querySelector('[name="b"]').value];
    var opening = { round: at.round, a: a, b: b, nonce: nonce() };
    keepAndSend(form, at, opening, commitment(at, a, b, opening.nonce));
  });

  // The opening kept here for the commitment the log holds: its carry code is shown, and it is
  // sent when the turn begins (once per page: not again after a refusal shown on the page).
  var sent = {};
  function show() {
    var at = current();
    if (!at || !at.logged) return;
    openings("readonly", function (store) { return store.get(at.game + ":" + at.logged); })
      .then(function (opening) {
        if (!opening || opening.round !== at.round) return;
        var code = carry(opening);
        var shown = document.getElementById("carry");
        var text = document.getElementById("carry-code");
        if (shown && text && text.textContent !== code) {
          text.textContent = code;
          shown.hidden = false;
        }
        var form = document.getElementById("open-disc");
        if (!form || sent[at.logged] || form.querySelector(".error")) return;
        sent[at.logged] = true;
        form.querySelector('[name="code"]').value = code;
        if (form.requestSubmit) form.requestSubmit(); else form.submit();
      });
  }
  // The opening of this player's sealed bid kept here: its carry code is shown, and it is sent
  // once every bid is in (once per page).
  function showBid() {
    var at = currentBid();
    if (!at || !at.logged) return;
    openings("readonly", function (store) { return store.get(at.game + ":" + at.logged); })
      .then(function (opening) {
        if (!opening || !opening.bid || opening.auction !== at.auction) return;
        var code = "bid-" + opening.auction + "-" + opening.amount + "-" + opening.nonce;
        var shown = document.getElementById("bid-carry");
        var text = document.getElementById("bid-carry-code");
        if (shown && text && text.textContent !== code) {
          text.textContent = code;
          shown.hidden = false;
        }
        var form = document.getElementById("open-bid");
        if (!form || sent[at.logged] || form.querySelector(".error")) return;
        sent[at.logged] = true;
        form.querySelector('[name="code"]').value = code;
        if (form.requestSubmit) form.requestSubmit(); else form.submit();
      });
  }
  // The disc's button waits for this script (and sign.js): rendered disabled, so that the
  // arrows are never sent before this page can seal them; enabled now that the listener above
  // is in place, and in the content a live update brings. Without WebCrypto it stays disabled
  // and the page says why (above).
  function ready() {
    release();
    show();
    showBid();
  }
  ready();
  document.addEventListener("durbar:content", ready);
})();
