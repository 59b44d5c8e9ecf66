/** English twin of print.zh.ts. */
import type { PRINT_MESSAGES } from '../domain/print';
import type { Twin } from './twin';
import type { printZh } from './print.zh';

const print: Record<keyof typeof PRINT_MESSAGES, string> = {
  unsupported: 'This mode cannot print in the background',
  failed: 'Printing failed, please try again later',
  fileName: 'The file name is invalid',
};

export const printEn: Twin<typeof printZh> = {
  resources: {
    print: {
      actions: { print: 'Print', pdf: 'Save as PDF' },
      titles: { ownerContract: 'Owner project contract', ownerInvoice: 'Owner invoice', platformInvoice: 'Platform invoice' },
      printedBy: 'Printed by',
      printedAt: 'Printed at',
      projects: 'Associated projects',
      noProjects: 'No associated projects',
      loading: 'Preparing the print…',
      saved: 'PDF saved: {{path}}',
      logo: 'Logo of {{org}}',
    },
  },
  messages: { print },
};
