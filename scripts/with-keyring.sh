#!/usr/bin/env bash
# Runs a command with a real Secret Service: a private dbus session and an unlocked gnome-keyring in
# a throwaway HOME, so tests use the OS keychain the way a Linux desktop does, and leave nothing behind.
set -euo pipefail
if [ "${CEM_IN_KEYRING:-}" = 1 ]; then exec "$@"; fi
if ! command -v dbus-run-session >/dev/null || ! command -v gnome-keyring-daemon >/dev/null; then
  echo "with-keyring: dbus-run-session and gnome-keyring-daemon are needed (apt-get install -y dbus gnome-keyring libsecret-1-dev)" >&2
  exit 1
fi
keyring_home=$(mktemp -d)
trap 'rm -rf "$keyring_home"' EXIT
export CEM_IN_KEYRING=1 CEM_REQUIRE_KEYCHAIN=1
# npm and Playwright keep caches under HOME; point them back at the real ones.
export npm_config_cache="${npm_config_cache:-$HOME/.npm}"
HOME="$keyring_home" dbus-run-session -- bash -c 'printf cem-test | gnome-keyring-daemon --unlock --components=secrets >/dev/null; exec "$@"' keyring "$@"
