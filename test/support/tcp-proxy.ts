import net from "node:net";
import { startTestServer, type TestServer } from "./harness";

/**
 * A TCP proxy in front of a service (PostgreSQL, Redis) that a test can take away and bring back:
 * the service "goes away" for the server under test without touching the shared service itself.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on("close", () => this.sockets.delete(s));
        s.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** The database "goes away": no new connections, existing ones are cut. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/**
 * A test server whose PostgreSQL connections go through a {@link TcpProxy} (TEST_DATABASE_URL), so a
 * test can take the database away (`proxy.stop()`) and bring it back (`proxy.start()`). `close`
 * restores the proxy before closing the server, so the pool can shut down cleanly.
 */
export async function startServerBehindPostgresProxy(): Promise<{
  server: TestServer;
  proxy: TcpProxy;
  close: () => Promise<void>;
}> {
  const target = new URL(process.env.TEST_DATABASE_URL ?? "postgres://127.0.0.1:5432/test");
  const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  await proxy.start();
  const server = await startTestServer(
    {},
    {
      connectVia: (url) => {
        const u = new URL(url);
        u.hostname = "127.0.0.1";
        u.port = String(proxy.port);
        return u.toString();
      },
    },
  );
  return {
    server,
    proxy,
    close: async () => {
      await proxy.start();
      await server.close();
      await proxy.stop();
    },
  };
}
