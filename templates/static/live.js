// Keeps an open game page current. It follows the game's live stream (only the game's head seq
// travels in it) and, once the game has moved past the page, fetches the same page again with
// this browser's own session and puts its main content in place of the old one. Never while a
// form is being filled in (a form field has the focus or was changed): then it offers a button
// instead, in a live region. A page marked `data-players` (a lobby, whose joins move no seq)
// also refreshes when the stream says the players changed, and once each time the stream opens
// (a join between the page's making and the stream's start). When the fresh page is another
// view (`data-view`: the lobby became the game), the browser loads it whole, scripts and all.
// The button's words come from the page (`data-moved-on`, in the page's language).
// Scripts the fresh content brings are not evaluated from its text: one not yet on the page is
// loaded by its address (a new `<script src>`, as the content security policy allows), and then
// the event "durbar:content" tells every script already running (join.js, seal.js, board.js …)
// to set up the new content.
// While sign.js signs a form (window.durbarSigning > 0) the content is not replaced either; the
// update held back is applied when the signing ends ("durbar:signed").
// Without JavaScript the page works as before: reload it.
(function () {
  "use strict";
  var main = document.querySelector("main[data-live]");
  if (!main || !window.EventSource || !window.fetch || !window.DOMParser) return;
  var page = main.getAttribute("data-page");
  var url = location.pathname === page ? page + location.search : page;
  var seq = Number(main.getAttribute("data-seq"));
  var followsPlayers = main.hasAttribute("data-players");
  var newest = seq;
  var touched = false;
  var loading = false;
  var again = false;
  // The addresses of the scripts this page has run.
  var loaded = {};
  Array.prototype.forEach.call(document.querySelectorAll("script[src]"), function (script) {
    loaded[script.src] = true;
  });

  var notice = document.createElement("div");
  notice.className = "live-notice";
  notice.setAttribute("role", "status");
  main.insertBefore(notice, main.firstChild);

  function markTouched(event) {
    if (event.target && event.target.form) touched = true;
  }
  document.addEventListener("input", markTouched, true);
  document.addEventListener("change", markTouched, true);
  // A form sent is on its way (sign.js may still be signing it): its content is not replaced,
  // or the form would be sent from a detached copy, that is not at all (a join lost that way).
  // For a while only: a form answered without leaving the page (a script that kept it, an
  // answer with no page) must not stop the updates for good. The wait ends when the content is
  // replaced (the form sent is gone), when the page is shown again (back from the cache), or
  // SENDING ms after the last form was sent; then the page catches up with the game.
  var SENDING = 8000;
  var sent = false;
  var sending = null;
  function answered() {
    sent = false;
    if (sending) clearTimeout(sending);
    sending = null;
  }
  document.addEventListener("submit", function () {
    answered();
    sent = true;
    sending = setTimeout(function () {
      answered();
      if (newest > seq) update();
    }, SENDING);
  }, true);
  window.addEventListener("pageshow", function (event) {
    if (event.persisted) answered();
  });

  // In the middle of a form: a field was changed, a form's field or button has the focus, or
  // sign.js is still signing a form (window.durbarSigning), however long that takes.
  function editing() {
    var focused = document.activeElement;
    return sent || window.durbarSigning > 0 || touched ||
      !!(focused && focused.form && focused.type !== "hidden");
  }

  function offer() {
    if (notice.firstChild) return;
    var button = document.createElement("button");
    button.type = "button";
    button.textContent = main.getAttribute("data-moved-on");
    button.addEventListener("click", function () {
      touched = false;
      refresh(true);
    });
    notice.appendChild(button);
  }

  // What to focus again after the content is replaced: a link or an element with an id.
  function focusKey() {
    var focused = document.activeElement;
    if (!focused || !main.contains(focused)) return null;
    if (focused.id) return "#" + CSS.escape(focused.id);
    if (focused.tagName === "A" && focused.getAttribute("href")) {
      return 'a[href="' + CSS.escape(focused.getAttribute("href")) + '"]';
    }
    return null;
  }

  // Loads the scripts of the new content that the page has not run yet (only our own, from
  // /static/ on this origin), then tells the running ones that the content is new.
  function bringScripts() {
    Array.prototype.forEach.call(main.querySelectorAll("script[src]"), function (inert) {
      var address = new URL(inert.src, location.href);
      if (address.origin !== location.origin || address.pathname.indexOf("/static/") !== 0) return;
      if (loaded[inert.src]) return;
      loaded[inert.src] = true;
      var script = document.createElement("script");
      script.src = inert.src;
      document.head.appendChild(script);
    });
    document.dispatchEvent(new CustomEvent("durbar:content", { detail: main }));
  }

  function replace(html, asked) {
    var fresh = new DOMParser().parseFromString(html, "text/html").querySelector("main[data-live]");
    if (!fresh) return;
    if (fresh.getAttribute("data-view") !== main.getAttribute("data-view")) {
      location.replace(url);
      return;
    }
    var key = focusKey();
    seq = Number(fresh.getAttribute("data-seq"));
    main.setAttribute("data-seq", String(seq));
    notice.textContent = "";
    var nodes = Array.prototype.slice.call(fresh.childNodes);
    main.replaceChildren.apply(main, [notice].concat(nodes));
    answered();
    bringScripts();
    var again = key && main.querySelector(key);
    var heading = main.querySelector("h1");
    if (again) {
      again.focus();
    } else if (asked && heading) {
      heading.setAttribute("tabindex", "-1");
      heading.focus();
    }
  }

  function refresh(asked) {
    if (loading) {
      again = true;
      return;
    }
    loading = true;
    again = false;
    fetch(url, { credentials: "same-origin", cache: "no-store", headers: { Accept: "text/html" } })
      .then(function (response) {
        if (!response.ok) throw new Error("status " + response.status);
        return response.text();
      })
      .then(function (html) {
        loading = false;
        if (!asked && editing()) {
          offer();
          return;
        }
        replace(html, asked);
        if (newest > seq || again) update();
      })
      .catch(function () {
        loading = false;
      });
  }

  function update() {
    if (editing()) offer();
    else refresh(false);
  }
  // A form's signing is over (sign.js): an update held back meanwhile is applied now, unless
  // the form just went on its way or another holds the page.
  document.addEventListener("durbar:signed", function () {
    if (newest > seq) update();
  });

  var source = new EventSource("/games/" + main.getAttribute("data-live") + "/live");
  source.onmessage = function (event) {
    var head = Number(event.data);
    if (!(head > newest)) return;
    newest = head;
    if (head > seq) update();
  };
  if (followsPlayers) {
    source.addEventListener("players", update);
    source.onopen = update;
  }
})();
