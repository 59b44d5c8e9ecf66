import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { startServer } from './index';

/** `npm run server -- --port <n> --data <dir> [--host <h>] [--demo]` */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      data: { type: 'string', default: './.cem-data/server' },
      host: { type: 'string', default: '127.0.0.1' },
      // Demo organisations and accounts in an empty data folder (as CEM_DEMO=on).
      demo: { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be 0..65535, got "${values.port}"`);

  const server = await startServer({ port, host: values.host, dataDir: resolve(values.data ?? './.cem-data/server'), demo: values.demo || undefined });
  process.stdout.write(`listening on ${server.url}\n`);

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        process.stderr.write(`shutdown failed: ${err instanceof Error ? err.message : String(err)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  process.stderr.write(`server failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
