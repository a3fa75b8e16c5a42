// The start page of motamot navigateur: it says it is open, so that motamot ends only once
// no page of it is (a stream the server holds while the page is shown). Left for another
// page, kept in the browser's back-forward cache, it lets the stream go; back, it opens it again.
"use strict";

(() => {
  let stream = new EventSource("ouverte");
  window.addEventListener("pagehide", () => stream.close());
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) stream = new EventSource("ouverte");
  });
})();
