import { EARLY_SUBMIT_KEY, FORM_READY_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '../shared/lib/prerenderedPages';

/**
 * The pages' small classic scripts, written by the build as files (the CSP allows no inline
 * script): they ask for the app's chunks and run its entry only once the first paint is on screen,
 * so a page's first look waits neither for JavaScript nor for the chunks' downloads, which on a
 * phone's slow link would compete with the stylesheet. /start.js is the landing page's
 * (sessionHint.ts), /app-start.js every other page's (a prerendered page has one of its own).
 */

/** The mark the entry sets when it starts (main.tsx): a browser test checks that it follows the first paint. */
export const APP_START_MARK = 'app-start';

/** Where the scripts note that a page was loaded again because its entry could not load (runEntry). */
const ENTRY_RELOAD_KEY = 'entry-reloaded:';

/** How many module preloads the scripts add per task (below). */
const PRELOADS_PER_TASK = 4;

/**
 * The scripts' helpers: `add(tag, attributes)` puts an element in the head, `preloadInSlices(hrefs)`
 * module preloads, `fetchWithSession(href)` a read the app will make (a fetch preload with the
 * cookies), `runEntry(src)` the entry's module script (the page loaded again, once, if it cannot
 * load), and `afterFirstPaint(then)` runs `then` once the first paint is on screen (a background
 * tab paints when it is shown). Each module preload costs the main thread about a millisecond here
 * (30 took 20-40 ms), four times that on a phone: a few per task, so that the thirty-odd chunks of
 * a members' page are not one long task.
 */
export const START_HELPERS = `function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element[name] = attributes[name];
    document.head.appendChild(element);
  }
  function preloadInSlices(hrefs) {
    hrefs.slice(0, ${PRELOADS_PER_TASK}).forEach(function (href) {
      add('link', { rel: 'modulepreload', crossOrigin: '', href: href });
    });
    if (hrefs.length > ${PRELOADS_PER_TASK}) {
      setTimeout(function () {
        preloadInSlices(hrefs.slice(${PRELOADS_PER_TASK}));
      }, 0);
    }
  }
  function fetchWithSession(href) {
    add('link', { rel: 'preload', as: 'fetch', crossOrigin: 'use-credentials', href: href });
  }
  function runEntry(src) {
    add('script', { type: 'module', crossOrigin: '', src: src, onerror: function () {
      // The entry (or a chunk it imports) cannot load: a page kept from before a deploy names files
      // that are gone. The page once more from the server, once per entry, so a broken one never loops.
      var key = '${ENTRY_RELOAD_KEY}' + src;
      try {
        if (sessionStorage.getItem(key)) return;
        sessionStorage.setItem(key, '1');
      } catch (error) {
        return;
      }
      location.reload();
    } });
  }
  function afterFirstPaint(then) {
    if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
      new PerformanceObserver(function (list, observer) {
        observer.disconnect();
        setTimeout(then, 0);
      }).observe({ type: 'paint', buffered: true });
    } else {
      window.addEventListener('load', function () {
        setTimeout(then, 0);
      });
    }
  }`;

/**
 * A prerendered form submitted before the app has taken it over: the browser's own submission
 * (a GET of the page with the fields, the password among them, in the address) is stopped, and the
 * form is kept for the app, which sends it once it is its own (shared/lib/prerenderedPages.ts).
 */
const HOLD_EARLY_SUBMITS = `document.addEventListener('submit', function (event) {
    var form = event.target;
    if (form.closest('[${PRERENDERED_ATTRIBUTE}]') && !form.hasAttribute('${FORM_READY_ATTRIBUTE}')) {
      event.preventDefault();
      window['${EARLY_SUBMIT_KEY}'] = form;
    }
  }, true);`;

/**
 * The one script of app.html (/app-start.js) and of the prerendered pages (login.html's
 * /login-start.js...), deferred: it holds back neither the parsing nor the paint. app.html asks
 * for the session in its head; `first` runs at once (app.html's: the page's first reads for a
 * returning member, sessionHint.ts); once the first paint is on screen this asks for `chunks` (the
 * entry's imports, the members' frame's or the prerendered page's) and runs the entry.
 */
export const appStartScript = ({ entry, chunks, first = '' }: { entry: string; chunks: string[]; first?: string }) => `(function () {
  ${START_HELPERS}
  ${HOLD_EARLY_SUBMITS}
  ${first}
  afterFirstPaint(function () {
    preloadInSlices(${JSON.stringify(chunks)});
    runEntry(${JSON.stringify(entry)});
  });
})();
`;
