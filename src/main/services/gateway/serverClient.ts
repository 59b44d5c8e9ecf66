import { apiPath, type ModuleName, type ModuleNames } from '@shared/api/modules';
import { basicAuth, HEADER_CLIENT, HEADER_IDEMPOTENCY, HEADER_TENANT, HEADER_TOKEN } from '@shared/api/headers';
import type { HttpMethod } from '@shared/bridge';
import { DICT_VERSION_HEADER } from '@shared/domain/dictionary';
import type { CoreConfig } from '../config';
import { cleanQuery } from './query';

export interface RawRequest {
  module: ModuleName;
  path: string;
  method: HttpMethod;
  query?: Record<string, unknown>;
  body?: unknown;
  form?: Record<string, string>;
  accessToken?: string;
  tenantId?: string;
  idempotencyKey?: string;
}

/** An answer of any status, or `offline` when no answer came (refused, reset, timed out, no route). */
export type RawResponse = { kind: 'answer'; status: number; body: unknown } | { kind: 'offline'; cause: string };

/** Told of every request's outcome: connectivity is learnt from real traffic, not guessed. */
export type OutcomeObserver = (outcome: RawResponse['kind']) => void;

/**
 * The only place the app talks HTTP to its server: builds the URL from module and path, adds the
 * client credentials, and turns transport failures into `offline` instead of exceptions.
 */
export class ServerClient {
  private readonly observers = new Set<OutcomeObserver>();
  private readonly stampObservers = new Set<(stamp: string) => void>();

  constructor(
    private readonly config: CoreConfig,
    private readonly serverUrl: () => string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** The server's module names, as this client resolves them into paths. */
  get modules(): ModuleNames {
    return this.config.modules;
  }

  observe(observer: OutcomeObserver): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  /** Told of the dictionaries' version stamp of every answer that carries one (cache/dictionaryStamp.ts). */
  observeDictStamp(observer: (stamp: string) => void): () => void {
    this.stampObservers.add(observer);
    return () => this.stampObservers.delete(observer);
  }

  async send(req: RawRequest): Promise<RawResponse> {
    const res = await this.exchange(req);
    for (const observer of this.observers) observer(res.kind);
    return res;
  }

  private async exchange(req: RawRequest): Promise<RawResponse> {
    const url = new URL(apiPath(this.config.modules, req.module, req.path), this.serverUrl());
    const params = cleanQuery(req.query);
    params.forEach((value, key) => url.searchParams.append(key, value));

    const headers: Record<string, string> = { [HEADER_CLIENT]: basicAuth(this.config.clientId, this.config.clientSecret) };
    if (req.accessToken) headers[HEADER_TOKEN] = `bearer ${req.accessToken}`;
    if (req.tenantId) headers[HEADER_TENANT] = req.tenantId;
    if (req.idempotencyKey) headers[HEADER_IDEMPOTENCY] = req.idempotencyKey;

    let body: string | undefined;
    if (req.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(req.form).toString();
    } else if (req.body !== undefined && req.method !== 'GET') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(req.body);
    }

    let res: Response;
    try {
      res = await this.fetchImpl(url, { method: req.method, headers, body, signal: AbortSignal.timeout(this.config.requestTimeoutMs) });
    } catch (error) {
      return { kind: 'offline', cause: describe(error) };
    }
    const stamp = res.headers.get(DICT_VERSION_HEADER);
    if (stamp) for (const observer of this.stampObservers) observer(stamp);
    let text: string;
    try {
      text = await res.text();
    } catch (error) {
      // The connection dropped while the answer was streaming in: as good as no answer.
      return { kind: 'offline', cause: describe(error) };
    }
    return { kind: 'answer', status: res.status, body: parseBody(text) };
  }
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function describe(error: unknown): string {
  const e = error as { name?: string; message?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.name ?? e.message ?? 'unknown';
}
