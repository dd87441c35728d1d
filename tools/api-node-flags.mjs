// The Node flags of every production-shaped start of the API's bundle: `npm run serve` (and so the
// production-shaped e2e), the systemd unit deploy/systemd/jobs-api@.service (a test keeps it in step),
// and the search and résumé benchmarks, so that what they measure is what production runs.
// --enable-source-maps: stack traces in the logs point at the sources.
// --max-semi-space-size=32: V8 sizes the young generation from the machine's memory (semi-spaces of
// 64 MB on 24 GiB, 128 MB of it resident once used). After 1,200 cold searches the API held 352–366
// MiB instead of 428–431 at 100,000 vacancies and 601 instead of 669 at a million, at the same
// latency; 16 MB saved a little more at a million (558–580 MiB) but cost about a millisecond of p95
// at 100,000 (more young collections). docs/benchmarks.md, Broad words, the third pass.
export const API_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=32'];
