import net from "node:net";

export type TcpProxy = {
  port: number;
  /** Resets every connection and refuses new ones (ECONNREFUSED): the database is gone. */
  cut(): Promise<void>;
  /** Accepts connections but forwards nothing either way: the database or network is hung. */
  hang(): void;
  /** Forwards again (what a hang held back included) and accepts on the same port. */
  restore(): Promise<void>;
  isCut(): boolean;
  close(): Promise<void>;
};

type Pair = { client: net.Socket; upstream: net.Socket; held: [net.Socket, Buffer][] };

/**
 * A TCP proxy on 127.0.0.1 in front of `target` that a test owns, so it can take the database
 * away from the application without touching the shared server.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let state: "open" | "hung" | "cut" = "open";
  const pairs = new Set<Pair>();

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pair: Pair = { client, upstream, held: [] };
    pairs.add(pair);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on("data", (chunk: Buffer) => {
        if (state === "open") to.write(chunk);
        else pair.held.push([to, chunk]);
      });
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on("error", end);
      socket.on("close", end);
    }
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));

  return {
    port,
    async cut() {
      state = "cut";
      const closed = stopListening();
      for (const { client, upstream } of pairs) {
        client.resetAndDestroy();
        upstream.destroy();
      }
      pairs.clear();
      await closed;
    },
    hang() {
      state = "hung";
    },
    async restore() {
      if (state === "cut") await listen(port);
      state = "open";
      for (const pair of pairs) {
        for (const [to, chunk] of pair.held.splice(0)) if (!to.destroyed) to.write(chunk);
      }
    },
    isCut: () => state === "cut",
    async close() {
      state = "cut";
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
      if (server.listening) await stopListening();
    },
  };
}
