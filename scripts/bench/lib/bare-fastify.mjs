// The reference of the throughput benchmark: a bare Fastify route answering a small JSON body,
// the floor under any Candor route's cost on the same machine in the same run. Run as a child
// process by api-throughput.mjs: `node bare-fastify.mjs <port>`.
import Fastify from "fastify";

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
app.get("/bare", async () => ({ data: { id: "1", type: "bare", attributes: { ok: true } } }));
await app.listen({ port, host: "127.0.0.1" });
process.send?.("ready");
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => app.close());
