#!/usr/bin/env node
/**
 * The load generator of the issues benchmark, in its own process (the benchmark pins it to a
 * core apart from the servers with taskset, so it never takes the servers' CPU time).
 *
 *   node bench/api/load.mjs SPEC.json   ({url, headers, connections, seconds, paths?})
 *
 * With `paths`, each request takes the next path of the list in turn (distinct ids or offsets).
 * Prints autocannon's summary as one JSON line.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';

const { url, headers = {}, connections, seconds, paths } = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
let next = 0;
const options = { url, headers, connections, duration: seconds };
if (paths) {
  options.requests = [
    {
      setupRequest: (request) => {
        const path = paths[next % paths.length];
        next += 1;
        return { ...request, path };
      },
    },
  ];
}
autocannon(options, (error, result) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  console.log(
    JSON.stringify({
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      bytes: result.throughput.average,
      total: result.requests.total,
    }),
  );
});
