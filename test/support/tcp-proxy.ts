import net from "node:net";
import type { Config } from "../../src/server/config";
import { startTestServer, type TestServer } from "./harness";

interface Pair {
  client: net.Socket;
  /** undefined for a connection accepted while black-holed: nothing is forwarded. */
  upstream: net.Socket | undefined;
  stalled: boolean;
}

/**
 * A TCP proxy in front of a service (PostgreSQL, Redis) that a test can take away and bring back:
 * the service "goes away" for the server under test without touching the shared service itself.
 * The ways a network fails:
 * - `stop()`: connections are cut (reset) and new ones refused;
 * - `reset()`: connections are cut, new ones still forwarded;
 * - `stall()`: open connections stay open but no byte moves any more (a network that stopped
 *   delivering: neither side notices by itself);
 * - `blackHole()`: new connections are accepted but nothing is ever forwarded (a firewall dropping
 *   packets after the handshake, a server that stopped answering);
 * - `restore()`: stalled connections move again, black-holed ones are closed, new ones forwarded.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly pairs = new Set<Pair>();
  private blackHoled = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    this.restore();
    if (this.server) return;
    const server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  private accept(client: net.Socket): void {
    const upstream = this.blackHoled ? undefined : net.connect(this.targetPort, this.targetHost);
    const pair: Pair = { client, upstream, stalled: false };
    this.pairs.add(pair);
    const end = () => {
      client.destroy();
      upstream?.destroy();
      this.pairs.delete(pair);
    };
    for (const s of [client, upstream]) {
      s?.on("close", end);
      s?.on("error", end);
    }
    if (upstream) client.pipe(upstream).pipe(client);
  }

  /** The database "goes away": no new connections, existing ones are cut. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.reset();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Cuts every open connection (both ends see a reset); new connections are still forwarded. */
  reset(): void {
    for (const p of this.pairs) {
      p.client.resetAndDestroy();
      p.upstream?.resetAndDestroy();
    }
    this.pairs.clear();
  }

  /** Open connections stop moving bytes in either direction; they stay open. */
  stall(): void {
    for (const p of this.pairs) {
      if (p.stalled || !p.upstream) continue;
      p.stalled = true;
      p.client.unpipe(p.upstream);
      p.upstream.unpipe(p.client);
      p.client.pause();
      p.upstream.pause();
    }
  }

  /** New connections are accepted and then ignored: nothing reaches the service, nothing comes back. */
  blackHole(): void {
    this.blackHoled = true;
  }

  /** Back to normal: stalled connections move again, black-holed ones are closed. */
  restore(): void {
    this.blackHoled = false;
    for (const p of [...this.pairs]) {
      if (!p.upstream) {
        p.client.destroy();
        this.pairs.delete(p);
      } else if (p.stalled) {
        p.stalled = false;
        p.client.pipe(p.upstream).pipe(p.client);
      }
    }
  }
}

/**
 * A test server whose PostgreSQL connections go through a {@link TcpProxy} (TEST_DATABASE_URL), so a
 * test can take the database away (`proxy.stop()`) and bring it back (`proxy.start()`). `close`
 * restores the proxy before closing the server, so the pool can shut down cleanly.
 */
export async function startServerBehindPostgresProxy(overrides: Partial<Config> = {}): Promise<{
  server: TestServer;
  proxy: TcpProxy;
  close: () => Promise<void>;
}> {
  const target = new URL(process.env.TEST_DATABASE_URL ?? "postgres://127.0.0.1:5432/test");
  const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  await proxy.start();
  const server = await startTestServer(overrides, {
    connectVia: (url) => {
      const u = new URL(url);
      u.hostname = "127.0.0.1";
      u.port = String(proxy.port);
      return u.toString();
    },
  });
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
