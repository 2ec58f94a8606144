// Intl warm-up off the page's main thread (issue #20, decision 0070). A browser's first
// Intl.NumberFormat or Intl.DateTimeFormat in a renderer builds its locale data once for the whole
// process (~35–90 ms, whichever comes first); done here, on a worker's thread, the page's own first
// formats then take a fraction of a millisecond instead of one long task on the main thread.
onmessage = function (event) {
  var l = typeof event.data === 'string' ? event.data : 'en';
  try {
    new Intl.NumberFormat(l, { style: 'currency', currency: 'USD' }).format(1);
    new Intl.PluralRules(l).select(1);
    new Intl.DateTimeFormat(l).resolvedOptions();
  } catch {
    // An unknown tag: the page's own formats fall back as they would have.
  }
  close();
};
