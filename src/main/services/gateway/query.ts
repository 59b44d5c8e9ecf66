/**
 * GET parameters as the spec wants them (spec 1 §7): strings trimmed, empty values dropped,
 * arrays joined by commas (the server's convention for id lists).
 */
export function cleanQuery(query: Record<string, unknown> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (!query) return params;
  for (const [key, raw] of Object.entries(query)) {
    const value = Array.isArray(raw) ? raw.map((v) => String(v).trim()).filter(Boolean).join(',') : raw;
    if (value === undefined || value === null) continue;
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value).trim();
    if (text === '') continue;
    params.append(key, text);
  }
  return params;
}
