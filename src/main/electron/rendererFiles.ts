import { extname, join, normalize, sep } from 'node:path';

/**
 * Maps an app:// address to a file of the built renderer. Paths that climb out of the folder are
 * refused; addresses without a file extension are routes of the app and get index.html.
 */
export function rendererFileFor(url: string, rendererDir: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url).pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0')) return null;
  if (pathname === '/' || extname(pathname) === '') return join(rendererDir, 'index.html');
  const file = normalize(join(rendererDir, pathname));
  return file.startsWith(normalize(rendererDir) + sep) ? file : null;
}
