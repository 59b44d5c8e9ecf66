/**
 * Who can open which form again. A screen hosting a form registers it while mounted; when a
 * submit that waited in the outbox is refused by the server, the form reopens with the input intact.
 */
const openers = new Map<string, () => void>();

export function registerFormOpener(formKey: string, open: () => void): () => void {
  openers.set(formKey, open);
  return () => {
    if (openers.get(formKey) === open) openers.delete(formKey);
  };
}

/** Opens the form if a mounted screen hosts it; false otherwise. */
export function reopenForm(formKey: string): boolean {
  const open = openers.get(formKey);
  open?.();
  return open !== undefined;
}

export function canReopenForm(formKey: string): boolean {
  return openers.has(formKey);
}
