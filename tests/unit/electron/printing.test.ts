/**
 * 打印 / 导出PDF in the desktop core (issue 18). Electron cannot run on these machines, so the core's
 * PrintService is tested with a fake PagePrinter and the Electron printer's logic (wait for the print
 * view to say it is ready, print, always close the hidden window) with a fake window; only
 * src/main/electron/printWindow.ts, the few lines that call BrowserWindow, runs untested here.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRINT_MESSAGES, pdfFileName } from '../../../src/shared/domain/print';
import { SHELL_MESSAGES } from '../../../src/shared/i18n/messages/shell.zh';
import { electronPrinter, type PrintWindow } from '../../../src/main/electron/electronPrinter';
import { PrintService, type PagePrinter } from '../../../src/main/services/print/printService';
import type { DesktopIntegration } from '../../../src/main/services/uploads/platform';

const PDF = new TextEncoder().encode('%PDF-1.4 fake');

function desktopSaving(path: string | null): DesktopIntegration & { asked: string[] } {
  const asked: string[] = [];
  return { asked, pickFiles: async () => [], saveFile: async (name) => (asked.push(name), path), setProgress: () => {}, notify: () => {} };
}

function fakePrinter(opts: { cancel?: boolean; fail?: boolean } = {}): PagePrinter & { paths: string[] } {
  const paths: string[] = [];
  return {
    paths,
    print: async (path) => {
      paths.push(path);
      if (opts.fail) throw new Error('printer gone');
      return !opts.cancel;
    },
    toPdf: async (path) => {
      paths.push(path);
      if (opts.fail) throw new Error('render failed');
      return PDF;
    },
  };
}

describe('the core’s print service', () => {
  it('writes the PDF where the person chose, proposing the record’s name as the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cem-print-'));
    const desktop = desktopSaving(join(dir, 'contract.pdf'));
    const printer = fakePrinter();
    const answer = await new PrintService({ printer, desktop }).print({ path: '/print/contract-owner/1001', output: 'pdf', fileName: '滨江/设计合同' });
    expect(answer).toEqual({ ok: true, data: { path: join(dir, 'contract.pdf') } });
    expect(desktop.asked).toEqual(['滨江 设计合同.pdf']);
    expect(printer.paths).toEqual(['/print/contract-owner/1001']);
    expect(readFileSync(join(dir, 'contract.pdf'), 'utf8')).toBe('%PDF-1.4 fake');
  });

  it('answers nothing when the save dialog is cancelled, and renders nothing', async () => {
    const printer = fakePrinter();
    const answer = await new PrintService({ printer, desktop: desktopSaving(null) }).print({ path: '/print/owner-invoice/7', output: 'pdf', fileName: '发票' });
    expect(answer).toEqual({ ok: true, data: null });
    expect(printer.paths).toEqual([]);
  });

  it('leaves no file behind when the render fails, and says so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cem-print-'));
    const answer = await new PrintService({ printer: fakePrinter({ fail: true }), desktop: desktopSaving(join(dir, 'x.pdf')) }).print({ path: '/print/owner-invoice/7', output: 'pdf', fileName: 'x' });
    expect(answer).toEqual({ ok: false, error: { kind: 'server', message: PRINT_MESSAGES.failed } });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('prints through the system dialog: printed, or null when cancelled', async () => {
    const desktop = desktopSaving('/never');
    expect(await new PrintService({ printer: fakePrinter(), desktop }).print({ path: '/print/contract-owner/1', output: 'print', fileName: 'x' })).toEqual({ ok: true, data: {} });
    expect(await new PrintService({ printer: fakePrinter({ cancel: true }), desktop }).print({ path: '/print/contract-owner/1', output: 'print', fileName: 'x' })).toEqual({ ok: true, data: null });
    expect(desktop.asked).toEqual([]);
  });

  it('prints print views only, never another page or another origin', async () => {
    const service = new PrintService({ printer: fakePrinter(), desktop: desktopSaving('/x.pdf') });
    for (const path of ['/contract/yz_details/1', '//evil.example/print/1', '/print/../login', 'https://evil.example/print/1']) {
      expect(await service.print({ path, output: 'pdf', fileName: 'x' }), path).toEqual({ ok: false, error: { kind: 'invalid', message: SHELL_MESSAGES.windowPathInvalid } });
    }
    expect(await service.print({ path: '/print/contract-owner/1', output: 'pdf', fileName: ' ' })).toEqual({ ok: false, error: { kind: 'invalid', message: PRINT_MESSAGES.fileName } });
  });

  it('says browser mode cannot print in the background (the page prints with the browser’s dialog)', async () => {
    const answer = await new PrintService({}).print({ path: '/print/contract-owner/1', output: 'print', fileName: 'x' });
    expect(answer).toEqual({ ok: false, error: { kind: 'invalid', message: PRINT_MESSAGES.unsupported } });
  });

  it('proposes a file name Windows and macOS accept', () => {
    expect(pdfFileName('a:b*c?"d<e>f|g\\h/i\u0007')).toBe('a b c d e f g h i.pdf');
    expect(pdfFileName('   ')).toBe('print.pdf');
    expect(pdfFileName('合'.repeat(300))).toBe(`${'合'.repeat(100)}.pdf`);
  });
});

function fakeWindow(readyAfter: number, opts: { cancel?: boolean; fail?: boolean } = {}) {
  const log: string[] = [];
  let checks = 0;
  const win: PrintWindow = {
    isReady: async () => ++checks > readyAfter,
    print: async () => {
      log.push('print');
      if (opts.fail) throw new Error('no printer');
      return !opts.cancel;
    },
    printToPdf: async () => (log.push('pdf'), PDF),
    close: () => void log.push('close'),
  };
  return { win, log, checks: () => checks };
}

describe('the Electron printer', () => {
  const noSleep = async () => {};

  it('opens the print route hidden, waits until the view is ready, renders the PDF and closes the window', async () => {
    const fake = fakeWindow(3);
    const opened: string[] = [];
    const printer = electronPrinter({ open: (path) => (opened.push(path), fake.win), sleep: noSleep });
    expect(await printer.toPdf('/print/contract-owner/1')).toBe(PDF);
    expect(opened).toEqual(['/print/contract-owner/1']);
    expect(fake.checks()).toBe(4);
    expect(fake.log).toEqual(['pdf', 'close']);
  });

  it('hands the print to the system dialog and reports a cancel as not printed', async () => {
    const fake = fakeWindow(0, { cancel: true });
    expect(await electronPrinter({ open: () => fake.win, sleep: noSleep }).print('/print/owner-invoice/1')).toBe(false);
    expect(fake.log).toEqual(['print', 'close']);
  });

  it('gives up on a view that never gets ready, and still closes its window', async () => {
    const fake = fakeWindow(Infinity);
    const printer = electronPrinter({ open: () => fake.win, sleep: noSleep, timeoutMs: 1000, pollMs: 100 });
    await expect(printer.toPdf('/print/owner-invoice/1')).rejects.toThrow(/not ready/);
    expect(fake.log).toEqual(['close']);
  });

  it('closes the window when printing fails', async () => {
    const fake = fakeWindow(0, { fail: true });
    await expect(electronPrinter({ open: () => fake.win, sleep: noSleep }).print('/print/owner-invoice/1')).rejects.toThrow('no printer');
    expect(fake.log).toEqual(['print', 'close']);
  });
});
