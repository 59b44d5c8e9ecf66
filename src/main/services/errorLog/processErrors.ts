import type { ErrorLogService } from './errorLogService';

/** The parts of Node's process the recorder listens on (narrow, so a test can pass its own emitter). */
export interface ProcessLike {
  on(event: 'uncaughtExceptionMonitor', listener: (error: Error, origin: string) => void): unknown;
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
}

/**
 * Records the main process's own failures in the local error log. Uncaught exceptions are only
 * watched (Node or Electron still decides what happens next); an unhandled rejection is recorded and
 * reported, and the desktop core keeps running rather than dying on one stray promise.
 */
export function recordProcessErrors(proc: ProcessLike, log: ErrorLogService, report: (line: string) => void = (l) => console.error(l)): void {
  proc.on('uncaughtExceptionMonitor', (error, origin) => {
    log.record({ url: 'main', type: 'main', message: error?.message ?? String(error), stack: error?.stack ?? '', info: origin });
  });
  proc.on('unhandledRejection', (reason) => {
    const error = reason instanceof Error ? reason : new Error(String(reason));
    log.record({ url: 'main', type: 'main', message: error.message, stack: error.stack ?? '', info: 'unhandledRejection' });
    report(`unhandled rejection in the main process: ${error.stack ?? error.message}`);
  });
}

/**
 * Records what a bridge method threw (the page only reads 请求参数有误; see dispatchBridge). The log
 * is read by the page, so it keeps the message and the method; the stack goes to the core's stderr.
 */
export function bridgeErrorRecorder(log: ErrorLogService, report: (line: string) => void = (l) => console.error(l)): (error: unknown, method: string) => void {
  return (reason, method) => {
    const error = reason instanceof Error ? reason : new Error(String(reason));
    log.record({ url: 'main', type: 'main', message: error.message, stack: '', info: `bridge ${method}` });
    report(`bridge ${method} threw: ${error.stack ?? error.message}`);
  };
}
