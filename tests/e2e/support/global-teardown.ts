import { rmSync } from 'node:fs';
import { DATA_DIR_ENV, HOST_PID_ENV } from './hostEnv';
import { stopProcess } from './hostProcess';

/** Stops the host global setup started (that pid only) and removes its data folder. */
export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env[HOST_PID_ENV]);
  if (pid > 0) await stopProcess(pid);
  const dataDir = process.env[DATA_DIR_ENV];
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
