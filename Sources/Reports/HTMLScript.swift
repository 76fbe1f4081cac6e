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
      function key(cell, type) {
        if (!cell) { return type === "num" ? -Infinity : ""; }
        var v = cell.getAttribute("data-v");
        if (type === "num") { var n = parseFloat(v !== null ? v : cell.textContent); return isNaN(n) ? -Infinity : n; }
        return (v !== null ? v : cell.textContent).toLowerCase();
      }
      Array.prototype.forEach.call(document.querySelectorAll("table.sortable"), function (table) {
        var body = table.tBodies[0];
        Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th, column) {
          th.tabIndex = 0;
          th.classList.add("sort");
          function sort() {
            var type = th.getAttribute("data-type") || "text";
            var ascending = th.getAttribute("aria-sort") !== "ascending";
            Array.prototype.forEach.call(table.tHead.rows[0].cells, function (other) { other.removeAttribute("aria-sort"); });
            th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
            var rows = Array.prototype.slice.call(body.rows);
            rows.sort(function (a, b) {
              var x = key(a.cells[column], type), y = key(b.cells[column], type);
              return (x < y ? -1 : x > y ? 1 : 0) * (ascending ? 1 : -1);
            });
            var fragment = document.createDocumentFragment();
            rows.forEach(function (row) { fragment.appendChild(row); });
            body.appendChild(fragment);
          }
          th.addEventListener("click", sort);
          th.addEventListener("keydown", function (event) { if (event.key === "Enter" || event.key === " ") { event.preventDefault(); sort(); } });
        });
      });
      function fill(details) {
        if (details.getAttribute("data-filled")) { return; }
        details.setAttribute("data-filled", "1");
        var template = details.querySelector("template");
        if (template) { details.appendChild(document.importNode(template.content, true)); details.removeChild(template); }
      }
      document.addEventListener("toggle", function (event) {
        var target = event.target;
        if (target.tagName === "DETAILS" && target.open) { fill(target); }
      }, true);
      var pending = Array.prototype.slice.call(document.querySelectorAll("details.sample[open]"));
      (function next() {
        pending.splice(0, 25).forEach(fill);
        if (pending.length) { setTimeout(next, 0); }
      })();
      function reveal() {
        var id = "";
        try { id = decodeURIComponent(location.hash.slice(1)); } catch (error) { return; }
        var target = id ? document.getElementById(id) : null;
        if (!target || target.tagName !== "DETAILS") { return; }
        target.hidden = false;
        target.open = true;
        fill(target);
        target.scrollIntoView();
      }
      window.addEventListener("hashchange", reveal);
      reveal();
      var table = document.getElementById("sample-table");
      var filters = document.getElementById("filters");
      if (!table || !filters) { return; }
      filters.hidden = false;
      var rows = Array.prototype.slice.call(table.tBodies[0].rows);
      var detailOf = rows.map(function (row) { return document.getElementById(row.getAttribute("data-key") || ""); });
      var suite = document.getElementById("f-suite"), outcome = document.getElementById("f-outcome");
      var tag = document.getElementById("f-tag"), failing = document.getElementById("f-failing");
      var text = document.getElementById("f-text"), count = document.getElementById("f-count");
      function apply() {
        var shown = 0, query = text.value.toLowerCase();
        rows.forEach(function (row, index) {
          var d = row.dataset;
          var ok = (!suite.value || d.suite === suite.value) && (!outcome.value || d.outcome === outcome.value) &&
            (!failing.checked || d.pass === "0") && (!tag.value || (d.tags || "").split("\n").indexOf(tag.value) >= 0) &&
            (!query || (d.find || "").indexOf(query) >= 0);
          row.hidden = !ok;
          if (detailOf[index]) { detailOf[index].hidden = !ok; }
          if (ok) { shown += 1; }
        });
        count.textContent = shown + " of " + rows.length + " shown";
      }
      [suite, outcome, tag, failing].forEach(function (input) { input.addEventListener("change", apply); });
      text.addEventListener("input", apply);
      apply();
    })();
    """#
}
