/// The one inline script of report.html: sorting tables with class "sortable" by a
/// click on a header; filtering the sample table and the sample details with it; moving
/// a sample's details out of their `<template>` when the block is opened (failing
/// samples, open from the start, a few at a time after the page is shown); opening the
/// sample a link names (`#suite/id/profile`). It reads only `data-` attributes and text
/// content and never writes markup (no innerHTML: it clones the page's own templates), so
/// text from OCR or ground truth can never become code.
enum HTMLScript {
    /// The script's source.
    static let source = #"""
    (function () {
      "use strict";
      // When the page was parsed and loaded (ms from navigation), on <html> for ci/bench/reports.
      var root = document.documentElement;
      root.setAttribute("data-script-ms", String(Math.round(performance.now())));
      window.addEventListener("load", function () {
        var navigation = performance.getEntriesByType ? performance.getEntriesByType("navigation")[0] : null;
        if (navigation) { root.setAttribute("data-interactive-ms", String(Math.round(navigation.domInteractive))); }
        root.setAttribute("data-load-ms", String(Math.round(performance.now())));
      });
      var rowsNode = document.getElementById("sample-rows");
      var data = rowsNode ? JSON.parse(rowsNode.textContent) : null;
      function key(cell, type) {
        if (!cell) { return type === "num" ? -Infinity : ""; }
        var v = cell.getAttribute("data-v");
        if (type === "num") { var n = parseFloat(v !== null ? v : cell.textContent); return isNaN(n) ? -Infinity : n; }
        return (v !== null ? v : cell.textContent).toLowerCase();
      }
      function sortable(table, sortBy) {
        Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th, column) {
          th.tabIndex = 0;
          th.classList.add("sort");
          function sort() {
            var type = th.getAttribute("data-type") || "text";
            var ascending = th.getAttribute("aria-sort") !== "ascending";
            Array.prototype.forEach.call(table.tHead.rows[0].cells, function (other) { other.removeAttribute("aria-sort"); });
            th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
            sortBy(column, type, ascending);
          }
          th.addEventListener("click", sort);
          th.addEventListener("keydown", function (event) { if (event.key === "Enter" || event.key === " ") { event.preventDefault(); sort(); } });
        });
      }
      Array.prototype.forEach.call(document.querySelectorAll("table.sortable"), function (table) {
        if (data && table.id === "sample-table") { return; }
        sortable(table, function (column, type, ascending) {
          var body = table.tBodies[0];
          var rows = Array.prototype.slice.call(body.rows);
          rows.sort(function (a, b) {
            var x = key(a.cells[column], type), y = key(b.cells[column], type);
            return (x < y ? -1 : x > y ? 1 : 0) * (ascending ? 1 : -1);
          });
          var fragment = document.createDocumentFragment();
          rows.forEach(function (row) { fragment.appendChild(row); });
          body.appendChild(fragment);
        });
      });

      // Sample details: bodies travel compressed, 64 to a chunk, and are built when opened.
      var CHUNK = 64, chunks = {}, parser = new DOMParser();
      function chunk(k) {
        if (!chunks[k]) {
          var node = document.getElementById("chunk-" + k);
          chunks[k] = new Promise(function (resolve) {
            if (!node || typeof DecompressionStream === "undefined") { resolve([]); return; }
            var text = atob(node.textContent.trim()), bytes = new Uint8Array(text.length);
            for (var i = 0; i < text.length; i++) { bytes[i] = text.charCodeAt(i); }
            new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate"))).text()
              .then(function (json) { resolve(JSON.parse(json)); }, function () { resolve([]); });
          });
        }
        return chunks[k];
      }
      function fill(details) {
        if (details.getAttribute("data-filled")) { return Promise.resolve(); }
        details.setAttribute("data-filled", "1");
        var n = parseInt(details.getAttribute("data-n"), 10);
        return chunk(Math.floor(n / CHUNK)).then(function (bodies) {
          var markup = bodies[n % CHUNK];
          if (typeof markup !== "string") {
            var note = document.createElement("p");
            note.className = "muted";
            note.textContent = "This sample's details could not be read from the page.";
            details.appendChild(note);
            return;
          }
          var body = parser.parseFromString(markup, "text/html").body;
          while (body.firstChild) { details.appendChild(document.adoptNode(body.firstChild)); }
          details.setAttribute("data-built", "1");
        });
      }
      document.addEventListener("toggle", function (event) {
        var target = event.target;
        if (target.tagName === "DETAILS" && target.open && target.hasAttribute("data-n")) { fill(target); }
      }, true);

      // The table and the detail blocks made from data (large runs).
      var F = { suite: 0, id: 1, profile: 2, expected: 3, outcome: 4, pass: 5, cerText: 6, cer: 7, werText: 8, wer: 9,
                fieldsText: 10, fields: 11, fieldsState: 12, reason: 13, reasons: 14, time: 15, tags: 16, find: 17,
                known: 18, draft: 19, anchor: 20, figures: 21, n: 22, cached: 23 };
      var list = document.getElementById("details-list");
      function element(tag, className, text) {
        var node = document.createElement(tag);
        if (className) { node.className = className; }
        if (text !== undefined) { node.textContent = text; }
        return node;
      }
      // Verdict codes: 1 passed, 0 failed, 2 scored (no criterion), 3 draft.
      function badge(state, text) {
        var kind = state === 1 ? "pass" : (state === 0 ? "fail" : "neutral");
        return element("span", "badge " + kind, text || ["fail", "pass", "scored", "draft"][state]);
      }
      function marks(parent, r) {
        if (r[F.known]) { parent.appendChild(document.createTextNode(" ")); parent.appendChild(element("span", "badge warn", "known issue")); }
        if (r[F.draft]) { parent.appendChild(document.createTextNode(" ")); parent.appendChild(element("span", "badge neutral", "draft")); }
        if (r[F.cached]) { parent.appendChild(document.createTextNode(" ")); parent.appendChild(element("span", "badge neutral", "cached")); }
      }
      function shell(r) {
        var existing = document.getElementById(r[F.anchor]);
        if (existing) { return existing; }
        var details = element("details", "sample " + (r[F.pass] === 1 ? "pass" : (r[F.pass] === 0 ? "fail" : "neutral")));
        details.id = r[F.anchor];
        details.setAttribute("data-n", String(r[F.n]));
        var summary = element("summary");
        summary.appendChild(badge(r[F.pass]));
        summary.appendChild(element("span", "name", r[F.suite] + "/" + r[F.id]));
        summary.appendChild(element("span", "muted", r[F.profile]));
        marks(summary, r);
        summary.appendChild(element("span", "figures", r[F.figures]));
        details.appendChild(summary);
        list.appendChild(details);
        return details;
      }
      var failing = data ? data.filter(function (r) { return r[F.pass] === 0; }) : [];
      var shownFailing = 0, moreDetails = document.getElementById("more-details");
      function showFailing(count) {
        failing.slice(shownFailing, shownFailing + count).forEach(function (r) { shell(r).open = true; });
        shownFailing = Math.min(failing.length, shownFailing + count);
        if (moreDetails) {
          moreDetails.hidden = shownFailing >= failing.length;
          moreDetails.textContent = "Show " + Math.min(50, failing.length - shownFailing) + " more failing samples ("
            + (failing.length - shownFailing) + " not shown)";
        }
      }
      if (data && list) {
        showFailing(50);
        if (moreDetails) { moreDetails.addEventListener("click", function () { showFailing(50); }); }
      }
      // The failing samples open at the start are filled in batches; a deep link
      // (#suite/id/profile) is revealed at once and again once every one of them is
      // filled and the pictures are loaded, so the page's growth above it cannot leave it
      // scrolled to another sample. <html data-revealed="ID TOP"> records where it landed.
      var pending = Array.prototype.slice.call(document.querySelectorAll("details.sample[open][data-n]"));
      var fills = [];
      (function next() {
        pending.splice(0, 25).forEach(function (details) { fills.push(fill(details)); });
        if (pending.length) { setTimeout(next, 0); }
        else { Promise.all(fills).then(function () { requestAnimationFrame(settle); }); }
      })();
      // Until the reader scrolls or types, the linked block is kept at the top of the
      // window whenever the page grows or shrinks (blocks filled, pictures loaded above it).
      var holding = !!location.hash, held = null;
      function release() {
        holding = false;
        if (held) { held.disconnect(); held = null; }
      }
      ["wheel", "keydown", "mousedown", "touchstart"].forEach(function (kind) {
        window.addEventListener(kind, release, { once: true, passive: true });
      });
      function record(target) {
        document.documentElement.setAttribute("data-revealed",
          target.id + " " + Math.round(target.getBoundingClientRect().top));
      }
      function settle() {
        var target = reveal();
        if (!target) { return; }
        record(target);
        if (holding && !held && window.ResizeObserver) {
          held = new ResizeObserver(function () {
            if (!holding) { return; }
            target.scrollIntoView();
            record(target);
          });
          held.observe(document.body);
        }
      }
      window.addEventListener("load", function () { requestAnimationFrame(settle); });
      function reveal() {
        var id = "";
        try { id = decodeURIComponent(location.hash.slice(1)); } catch (error) { return; }
        if (!id) { return null; }
        var target = document.getElementById(id);
        if (!target && data && list) {
          var row = data.find(function (r) { return r[F.anchor] === id; });
          if (row) { target = shell(row); }
        }
        if (!target || target.tagName !== "DETAILS") { return null; }
        target.hidden = false;
        target.open = true;
        fill(target).then(function () { target.scrollIntoView(); });
        target.scrollIntoView();
        return target;
      }
      window.addEventListener("hashchange", reveal);
      reveal();

      var table = document.getElementById("sample-table");
      var filters = document.getElementById("filters");
      if (!table || !filters) { return; }
      filters.hidden = false;
      var suite = document.getElementById("f-suite"), outcome = document.getElementById("f-outcome");
      var tag = document.getElementById("f-tag"), failingOnly = document.getElementById("f-failing");
      var text = document.getElementById("f-text"), count = document.getElementById("f-count");
      function matches(suiteValue, outcomeValue, pass, tags, find) {
        var query = text.value.toLowerCase();
        return (!suite.value || suiteValue === suite.value) && (!outcome.value || outcomeValue === outcome.value) &&
          (!failingOnly.checked || !pass) && (!tag.value || tags.indexOf(tag.value) >= 0) && (!query || find.indexOf(query) >= 0);
      }
      var apply;
      if (data) {
        var view = data.slice(), limit = 500, moreRows = document.getElementById("more-rows");
        var fieldOf = [F.suite, F.id, F.profile, F.expected, F.outcome, F.pass, F.cer, F.wer, F.fields, F.reason, F.time];
        function row(r) {
          var tr = element("tr");
          tr.appendChild(element("td", "", r[F.suite]));
          var idCell = element("td", "text"), link = element("a", "", r[F.id]);
          link.href = "#" + encodeURIComponent(r[F.anchor]).replace(/%2F/g, "/");
          idCell.appendChild(link);
          marks(idCell, r);
          tr.appendChild(idCell);
          tr.appendChild(element("td", "", r[F.profile]));
          tr.appendChild(element("td", "", r[F.expected]));
          var outcomeCell = element("td");
          outcomeCell.appendChild(r[F.outcome] === r[F.expected] ? document.createTextNode(r[F.outcome]) : element("strong", "", r[F.outcome]));
          tr.appendChild(outcomeCell);
          var result = element("td");
          result.appendChild(badge(r[F.pass]));
          tr.appendChild(result);
          tr.appendChild(element("td", "num", r[F.cerText]));
          tr.appendChild(element("td", "num", r[F.werText]));
          var fieldsCell = element("td", "num");
          fieldsCell.appendChild(r[F.fieldsState] < 0 ? element("span", "muted", "–") : badge(r[F.fieldsState] === 1, r[F.fieldsText]));
          tr.appendChild(fieldsCell);
          var reason = element("td", "reason", r[F.reason]);
          if (r[F.reasons]) { reason.title = r[F.reasons]; }
          tr.appendChild(reason);
          tr.appendChild(element("td", "num", r[F.time]));
          return tr;
        }
        function render() {
          var body = table.tBodies[0], fragment = document.createDocumentFragment();
          view.slice(0, limit).forEach(function (r) { fragment.appendChild(row(r)); });
          body.textContent = "";
          body.appendChild(fragment);
          moreRows.hidden = view.length <= limit;
          moreRows.textContent = "Show " + Math.min(500, view.length - limit) + " more rows (" + (view.length - limit) + " not shown)";
          count.textContent = view.length + " of " + data.length + " shown";
        }
        apply = function () {
          view = data.filter(function (r) { return matches(r[F.suite], r[F.outcome], r[F.pass] !== 0, r[F.tags], r[F.find]); });
          limit = 500;
          var visible = {};
          view.forEach(function (r) { visible[r[F.anchor]] = true; });
          Array.prototype.forEach.call(list.children, function (details) { details.hidden = !visible[details.id]; });
          render();
        };
        sortable(table, function (column, type, ascending) {
          var field = fieldOf[column];
          view.sort(function (a, b) {
            var x = a[field], y = b[field];
            if (type === "num") { x = parseFloat(x); y = parseFloat(y); } else { x = String(x).toLowerCase(); y = String(y).toLowerCase(); }
            return (x < y ? -1 : x > y ? 1 : 0) * (ascending ? 1 : -1);
          });
          render();
        });
        moreRows.addEventListener("click", function () { limit += 500; render(); });
      } else {
        var rows = Array.prototype.slice.call(table.tBodies[0].rows);
        var detailOf = rows.map(function (row) { return document.getElementById(row.getAttribute("data-key") || ""); });
        apply = function () {
          var shown = 0;
          rows.forEach(function (row, index) {
            var d = row.dataset;
            var ok = matches(d.suite, d.outcome, d.pass !== "0", (d.tags || "").split("\n"), d.find || "");
            row.hidden = !ok;
            if (detailOf[index]) { detailOf[index].hidden = !ok; }
            if (ok) { shown += 1; }
          });
          count.textContent = shown + " of " + rows.length + " shown";
        };
      }
      [suite, outcome, tag, failingOnly].forEach(function (input) { input.addEventListener("change", apply); });
      text.addEventListener("input", apply);
      apply();
    })();
    """#
}
