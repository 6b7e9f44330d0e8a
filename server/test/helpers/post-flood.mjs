// Sends a flood of requests from a process of its own, so the server under test keeps its core,
// and prints what came back as one JSON line. Argument: one JSON object with url, connections
// (requests in flight at once), amount, and requests ({ method, path, headers, body }, in turn).
const { url, connections, amount, requests } = JSON.parse(process.argv[2]);

const statusCodes = {};
const latencies = [];
let errors = 0;
let next = 0;

async function sender() {
  while (next < amount) {
    const request = requests[next++ % requests.length];
    const started = performance.now();
    try {
      const res = await fetch(new URL(request.path, url), {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(20_000),
      });
      await res.arrayBuffer();
      statusCodes[res.status] = (statusCodes[res.status] ?? 0) + 1;
    } catch {
      errors++;
    }
    latencies.push(performance.now() - started);
  }
}

await Promise.all(Array.from({ length: connections }, sender));
latencies.sort((a, b) => a - b);
const at = (share) => Math.round(latencies[Math.floor(share * (latencies.length - 1))]);
process.stdout.write(
  `${JSON.stringify({
    requests: latencies.length,
    statusCodes,
    errors,
    latencyMs: { p50: at(0.5), p99: at(0.99) },
  })}\n`,
);
