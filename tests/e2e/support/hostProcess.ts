/** Starts browser mode (`src/main/host/cli.ts`) as a child process and reads the address it prints. */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';

export interface RunningHost {
  launchUrl: string;
  child: ChildProcess;
}

const OPEN_LINE = /^open (http:\/\/\S+)$/m;
const START_TIMEOUT_MS = 120_000;

/**
 * `logFile` receives everything the host prints, for the whole of its life: tests read the SMS codes the
 * reference server prints there (`SMS <phone> <code>`).
 */
/** The environment the host process gets from a caller's: scrypt at its test cost (2^14) unless the caller says otherwise. */
export function hostProcessEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  // Tests sign in hundreds of times.
  return { CEM_SCRYPT_LOG_N: '14', ...env };
}

export function startHost(root: string, dataDir: string, env: NodeJS.ProcessEnv, logFile?: string): Promise<RunningHost> {
  // Node itself (not npx) is the child, so its pid is the process to stop.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main/host/cli.ts', '--port', '0', '--data', dataDir, '--demo'], {
    cwd: root,
    env: hostProcessEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the host printed no "open" line within ${START_TIMEOUT_MS / 1000}s:\n${output}`));
    }, START_TIMEOUT_MS);
    const mirror = (chunk: Buffer) => {
      if (logFile) appendFileSync(logFile, chunk);
    };
    child.stdout?.on('data', mirror);
    child.stderr?.on('data', mirror);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = OPEN_LINE.exec(output);
      if (!match) return;
      clearTimeout(timer);
      // Keep draining the pipes so a chatty host never blocks on a full buffer.
      child.stdout?.removeListener('data', onData);
      child.stdout?.resume();
      resolve({ launchUrl: match[1], child });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (process.env.CEM_E2E_VERBOSE) process.stderr.write(chunk);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the host exited (${signal ?? code}) before it was ready:\n${output}`));
    });
  });
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Asks the process to stop, and forces it after ten seconds. */
export async function stopProcess(pid: number): Promise<void> {
  if (!isAlive(pid)) return;
  process.kill(pid, 'SIGTERM');
  for (let waited = 0; waited < 10_000 && isAlive(pid); waited += 100) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}
