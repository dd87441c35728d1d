import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export type ProxyMode = 'pass' | 'refuse' | 'stall';

export type TcpProxy = {
  port: number;
  /**
   * `pass` forwards; `refuse` drops every connection (open ones at once, new ones as they come: a
   * database that went away); `stall` keeps connections open but forwards nothing either way (a
   * database that hangs).
   */
  setMode: (mode: ProxyMode) => void;
  close: () => Promise<void>;
};

/** A TCP proxy on an ephemeral port of 127.0.0.1 in front of `target`, for outage tests. */
export const startTcpProxy = async (target: { host: string; port: number }): Promise<TcpProxy> => {
  let mode: ProxyMode = 'pass';
  const pairs = new Set<[Socket, Socket]>();
  const server: Server = createServer((client) => {
    if (mode === 'refuse') {
      client.destroy();
      return;
    }
    const upstream = connect(target);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const forward = (from: Socket, to: Socket) =>
      from.on('data', (chunk: Buffer) => {
        if (mode === 'pass') to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    setMode: (next) => {
      mode = next;
      if (next === 'refuse') {
        for (const [client, upstream] of pairs) {
          client.destroy();
          upstream.destroy();
        }
        pairs.clear();
      }
    },
    close: async () => {
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
