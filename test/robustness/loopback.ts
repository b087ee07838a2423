// A loopback HTTP server that records every request, to prove that remote `$ref`s and
// `$schema`s in a definition are never fetched: linting must not reach the network.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface Loopback {
  readonly url: string;
  readonly requests: string[];
  close(): Promise<void>;
}

export async function startLoopback(): Promise<Loopback> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.writeHead(200, { "content-type": "application/schema+json" });
    response.end('{"$ref": "#"}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
