// The board's zoom (templates/src/board/mod.rs `board_figure`). Without this script the whole
// board fits the page's width (pinching zooms the page, natively). With it, the buttons + and −
// and "whole board" appear; the picture is drawn wider than its box, which scrolls (a swipe, the
// keyboard), and each zoom keeps the point in the middle of the box where it was. On a narrow
// screen the board opens zoomed in, centred on the Maharaja's place and, when both fit, the
// viewer's architect (`data-focus`, `data-you`: fractions of the picture). When live.js puts a
// fresh board in place ("durbar:content"), it is set up again at the zoom and the middle the
// player chose, if they chose one.
(function () {
  "use strict";
  if (window.durbarBoard) return;
  window.durbarBoard = true;
  var STEPS = [1, 1.5, 2, 3, 4];
  // Below this width (CSS px) of the box the board opens zoomed in, at this step.
  var NARROW = 640, OPENING = 2;
  // The zoom and middle the player chose (kept across live updates), if any.
  var chosen = null;

  function pair(text) {
    if (!text) return null;
    var xy = text.split(",");
    return { x: parseFloat(xy[0]), y: parseFloat(xy[1]) };
  }

  function setup(figure) {
    if (figure.getAttribute("data-zoom")) return;
    var box = figure.querySelector(".board");
    var svg = box && box.querySelector("svg");
    var tools = figure.querySelector(".board-tools");
    if (!svg || !tools) return;
    var zoomIn = tools.querySelector('[data-zoom="in"]');
    var zoomOut = tools.querySelector('[data-zoom="out"]');
    var whole = tools.querySelector('[data-zoom="all"]');
    var zoom = 1;

    function middle() {
      return {
        x: (box.scrollLeft + box.clientWidth / 2) / box.scrollWidth,
        y: (box.scrollTop + box.clientHeight / 2) / box.scrollHeight
      };
    }
    function show(z, at) {
      zoom = z;
      svg.style.maxWidth = "none";
      svg.style.width = z * 100 + "%";
      figure.setAttribute("data-zoom", String(z));
      box.scrollLeft = at.x * box.scrollWidth - box.clientWidth / 2;
      box.scrollTop = at.y * box.scrollHeight - box.clientHeight / 2;
      zoomIn.disabled = z >= STEPS[STEPS.length - 1];
      zoomOut.disabled = z <= STEPS[0];
      whole.disabled = z <= STEPS[0];
    }
    function step(by) {
      var i = STEPS.indexOf(zoom) + by;
      if (i < 0 || i >= STEPS.length) return;
      var at = middle();
      show(STEPS[i], at);
      chosen = { zoom: zoom, at: at };
    }
    // Where the board opens: the Maharaja's place, or the middle of it and the architect when
    // both fit in the box at the opening zoom.
    function opening(z) {
      var focus = pair(figure.getAttribute("data-focus")) || { x: 0.5, y: 0.5 };
      var you = pair(figure.getAttribute("data-you"));
      var seenX = box.clientWidth / (box.clientWidth * z);
      var seenY = Math.min(1, box.clientHeight / (svg.getBoundingClientRect().height || 1));
      if (you && Math.abs(you.x - focus.x) < 0.8 * seenX && Math.abs(you.y - focus.y) < 0.8 * seenY) {
        return { x: (you.x + focus.x) / 2, y: (you.y + focus.y) / 2 };
      }
      return focus;
    }

    tools.hidden = false;
    zoomIn.addEventListener("click", function () { step(1); });
    zoomOut.addEventListener("click", function () { step(-1); });
    whole.addEventListener("click", function () {
      show(STEPS[0], { x: 0.5, y: 0.5 });
      chosen = { zoom: zoom, at: { x: 0.5, y: 0.5 } };
    });
    // A swipe or the keys moving the board: the middle the player chose.
    var moving = false;
    ["pointerdown", "touchstart", "wheel", "keydown"].forEach(function (name) {
      box.addEventListener(name, function () { moving = true; }, { passive: true });
    });
    box.addEventListener("scroll", function () {
      if (moving) chosen = { zoom: zoom, at: middle() };
    }, { passive: true });

    if (chosen) {
      show(chosen.zoom, chosen.at);
    } else if (box.clientWidth < NARROW) {
      show(OPENING, { x: 0.5, y: 0.5 });
      show(OPENING, opening(OPENING));
    } else {
      show(STEPS[0], { x: 0.5, y: 0.5 });
    }
  }

  function all() {
    Array.prototype.forEach.call(document.querySelectorAll(".board-figure"), setup);
  }
  document.addEventListener("durbar:content", all);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", all);
  else all();
})();
