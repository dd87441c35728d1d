// @ts-check

/**
 * Vite plugin (build only): the app's JavaScript is requested and run once the page has painted,
 * so the HTML's own content (a static shell) always shows first and never waits for it. Otherwise,
 * on a fast connection, the modules arrive while the HTML is parsed and the browser evaluates them
 * (a few hundred kB) before its first paint. On a slow one the shell paints as soon as the HTML is
 * in, so starting the requests a frame later costs next to nothing.
 *
 * The entry's `<script type="module">` and every `<link rel="modulepreload">` of index.html become
 * a small inline script at the end of the body that, after the next paint (a frame callback, then a
 * message, which runs after that frame), runs the functions queued in `window.__jobsAfterPaint`
 * (landing-preload-plugin.mjs with `afterPaint`), adds the preload links and then the entry script.
 * A hidden tab paints nothing, so there it starts at once; a timer (`fallbackMs`) starts it should
 * no frame come.
 *
 * The preloaded files stay listed in the starter as `var preload = [...]` and the entry as
 * `var entry = "..."` (tools/bench/bundle-report.mjs reads them).
 *
 * @param {{ fallbackMs?: number }} [options]
 * @returns {import('vite').Plugin}
 */
export function startAfterPaintPlugin({ fallbackMs = 1000 } = {}) {
  return {
    name: 'jobs:start-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entries = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g)];
        if (entries.length !== 1) {
          throw new Error(`start-after-paint: expected one entry <script type="module">, found ${entries.length}`);
        }
        if (!html.includes('</body>')) throw new Error('start-after-paint: index.html has no </body>');
        const [entryTag, entry] = entries[0];
        const preloadTags = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
        const preload = preloadTags.map((match) => match[1]);
        const starter = `<script>
      (function () {
        var entry = ${JSON.stringify(entry)};
        var preload = ${JSON.stringify(preload)};
        var started = false;
        var start = function () {
          if (started) return;
          started = true;
          (window.__jobsAfterPaint || []).forEach(function (task) {
            task();
          });
          preload.forEach(function (href) {
            var link = document.createElement('link');
            link.rel = 'modulepreload';
            link.crossOrigin = '';
            link.href = href;
            document.head.appendChild(link);
          });
          var script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = entry;
          document.body.appendChild(script);
        };
        // A hidden tab paints nothing: start now. Otherwise a timer stands in should no frame come.
        if (document.visibilityState === 'hidden') return start();
        setTimeout(start, ${Number(fallbackMs)});
        requestAnimationFrame(function () {
          var channel = new MessageChannel();
          channel.port1.onmessage = start;
          channel.port2.postMessage(null);
        });
      })();
    </script>`;
        let result = html.replace(entryTag, '');
        for (const [tag] of preloadTags) result = result.replace(tag, '');
        return result.replace('</body>', `  ${starter}\n  </body>`);
      },
    },
  };
}
