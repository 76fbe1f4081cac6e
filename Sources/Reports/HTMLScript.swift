/// The one inline script of report.html: sorting tables with class "sortable" by a
/// click on a header, and filtering the sample table. It reads only `data-` attributes
/// and text content and never writes markup (no innerHTML), so text from OCR or ground
/// truth can never become code. Without it the page still shows everything.
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
      var table = document.getElementById("sample-table");
      var filters = document.getElementById("filters");
      if (!table || !filters) { return; }
      filters.hidden = false;
      var rows = Array.prototype.slice.call(table.tBodies[0].rows);
      var suite = document.getElementById("f-suite"), outcome = document.getElementById("f-outcome");
      var tag = document.getElementById("f-tag"), failing = document.getElementById("f-failing");
      var text = document.getElementById("f-text"), count = document.getElementById("f-count");
      function apply() {
        var shown = 0, query = text.value.toLowerCase();
        rows.forEach(function (row) {
          var d = row.dataset;
          var ok = (!suite.value || d.suite === suite.value) && (!outcome.value || d.outcome === outcome.value) &&
            (!failing.checked || d.pass === "0") && (!tag.value || (d.tags || "").split("\n").indexOf(tag.value) >= 0) &&
            (!query || (d.find || "").indexOf(query) >= 0);
          row.hidden = !ok;
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
