// A TCP proxy between the Candor server and PostgreSQL that notes the statements the server sends
// while recording is on: the extended protocol's Parse (the SQL) and Bind (its parameters, as
// text). A benchmark records one request, then EXPLAINs exactly what that request ran.
import { connect, createServer } from "node:net";
import { findFreePort } from "./server.mjs";

const SSL_REQUEST = 80877103;

/** Splits a client's byte stream into protocol messages and hands them to `onMessage`. */
function messageReader(onMessage) {
  let buffer = Buffer.alloc(0);
  let started = false; // the startup message has no type byte
  return (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (!started) {
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        // After an SSL request (refused), the real startup message follows.
        if (buffer.readInt32BE(4) !== SSL_REQUEST) started = true;
        buffer = buffer.subarray(length);
        continue;
      }
      if (buffer.length < 5) return;
      const length = buffer.readInt32BE(1);
      if (buffer.length < length + 1) return;
      onMessage(String.fromCharCode(buffer[0]), buffer.subarray(5, length + 1));
      buffer = buffer.subarray(length + 1);
    }
  };
}

function cString(body, offset) {
  const end = body.indexOf(0, offset);
  return [body.toString("utf8", offset, end), end + 1];
}

/** Parse: name, query, parameter types. */
function parseQuery(body) {
  const [name, afterName] = cString(body, 0);
  return { name, sql: cString(body, afterName)[0] };
}

/** Bind: the statement it runs (empty for the unnamed one). */
function boundStatement(body) {
  return cString(body, cString(body, 0)[1])[0];
}

/** Bind: portal, statement, formats, then each parameter (text format from node-postgres). */
function bindParameters(body) {
  let offset = cString(body, cString(body, 0)[1])[1];
  const formats = body.readInt16BE(offset);
  offset += 2 + formats * 2;
  const count = body.readInt16BE(offset);
  offset += 2;
  const values = [];
  for (let i = 0; i < count; i++) {
    const length = body.readInt32BE(offset);
    offset += 4;
    values.push(length === -1 ? null : body.toString("utf8", offset, offset + length));
    if (length > 0) offset += length;
  }
  return values;
}

/** @param {{ host: string, port: number }} target */
export async function startRecordingProxy(target) {
  const port = await findFreePort();
  let recording = null;
  const sockets = new Set();
  // Without TCP_NODELAY on both sides, a result PostgreSQL sends in two writes (it flushes every
  // 8 KiB) waits for the server's delayed ACK: 40 ms added to any page of more than 8 KiB, which
  // read as a p99 of 50–60 ms on lists whose median was 6 ms.
  const server = createServer({ noDelay: true }, (client) => {
    const upstream = connect({ port: target.port, host: target.host, noDelay: true });
    sockets.add(client).add(upstream);
    // Named (prepared) statements are parsed once per connection, perhaps before recording
    // began: their SQL is kept by name for the Binds that run them later.
    const named = new Map();
    let pending = null;
    const read = messageReader((type, body) => {
      if (type === "P") {
        const parsed = parseQuery(body);
        if (parsed.name) named.set(parsed.name, parsed.sql);
        pending = { sql: parsed.sql, params: [] };
      }
      if (!recording) return;
      if (type === "Q") recording.push({ sql: cString(body, 0)[0], params: [] });
      else if (type === "B") {
        const name = boundStatement(body);
        const sql = name ? named.get(name) : pending?.sql;
        if (sql) recording.push({ sql, params: bindParameters(body) });
        pending = null;
      }
    });
    client.on("data", (chunk) => {
      read(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", close).on("close", close);
    upstream.on("error", close).on("close", close);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port,
    /** Runs `action` and answers the statements sent meanwhile, in order. */
    async record(action) {
      recording = [];
      try {
        await action();
        return recording;
      } finally {
        recording = null;
      }
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Whether a recorded statement is one of the request's reads, which a benchmark EXPLAIN ANALYZEs
 * (running what it explains): a select, or a `with` query that writes nothing (a search's count
 * is one); never the job runner's polls, which share the server's connections.
 */
export function isRequestRead(sql) {
  if (/"jobs"/.test(sql)) return false;
  if (/^\s*select\b/i.test(sql)) return true;
  return /^\s*with\b/i.test(sql) && !/\b(insert|update|delete)\b/i.test(sql);
}
