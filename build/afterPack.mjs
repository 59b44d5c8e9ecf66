// electron-builder's afterPack hook (issue 19): the fuses of a shipped app, flipped in the packaged
// Electron binary before it is signed (afterPack runs before signing, so the signature covers them).
import { join } from 'node:path';
import { flipFuses, FuseV1Options, FuseVersion } from '@electron/fuses';

/**
 * - RunAsNode off: ELECTRON_RUN_AS_NODE cannot turn the signed app into a general Node runtime;
 * - NODE_OPTIONS and --inspect off: nobody injects code or attaches a debugger to the shipped app;
 * - cookie encryption on: the session's cookies on disk are encrypted with the OS keychain's key;
 * - asar integrity on and app only from asar: a changed or substituted app.asar (or a loose app
 *   folder beside it) is not run. electron-builder writes the asar's integrity hash into the binary.
 */
export const SHIPPED_FUSES = {
  version: FuseVersion.V1,
  [FuseV1Options.RunAsNode]: false,
  [FuseV1Options.EnableCookieEncryption]: true,
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
};

/** The packaged Electron binary of one platform's output folder (for macOS, its .app bundle). */
export function electronBinaryOf({ appOutDir, electronPlatformName, packager }) {
  const name = packager.appInfo.productFilename;
  if (electronPlatformName === 'darwin' || electronPlatformName === 'mas') return join(appOutDir, `${name}.app`);
  if (electronPlatformName === 'win32') return join(appOutDir, `${name}.exe`);
  return join(appOutDir, packager.executableName);
}

export default async function afterPack(context) {
  const binary = electronBinaryOf(context);
  // An arm64 macOS binary carries an ad-hoc signature that flipping invalidates; re-sign it ad hoc
  // (the real signature, when the release machine has a certificate, comes after this hook).
  const resetAdHocDarwinSignature = context.electronPlatformName === 'darwin' && context.arch !== 1; // 1: Arch.x64
  await flipFuses(binary, { ...SHIPPED_FUSES, resetAdHocDarwinSignature });
  console.log(`  • fuses set   file=${binary}`);
}
