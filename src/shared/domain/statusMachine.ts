/**
 * A status machine declared once and used by both the status-change dialog and the server's
 * conditional write: which targets a record may move to from its current status (which may depend
 * on the record's kind), and which fields a target makes required (the contract code for signed).
 */
import { z } from 'zod';

export interface StatusMachine<S extends number, Rec = unknown> {
  /** i18n: resources.<resource>.statuses.<status> labels each status. */
  resource: string;
  statuses: readonly S[];
  /** The targets allowed from `from` for this record; a record's kind may narrow them. */
  targets: (from: S, record: Rec) => readonly S[];
  /**
   * Fields a target makes required, with the schema each must pass (z.string().min(1, 请填写合同编号)).
   * The dialog draws them; the server checks them with the same schema.
   */
  requires?: Partial<Record<S, Record<string, z.ZodType>>>;
  /** The record's current status as the machine reads it. */
  statusOf: (record: Rec) => S;
  /** The message when a change is not allowed (不允许的合作状态变更). */
  refused: string;
  /** The message when no target is chosen (请选择合作状态). */
  required: string;
}

export function defineStatusMachine<S extends number, Rec>(machine: StatusMachine<S, Rec>): StatusMachine<S, Rec> {
  return machine;
}

export const allowedTargets = <S extends number, Rec>(machine: StatusMachine<S, Rec>, record: Rec): readonly S[] => machine.targets(machine.statusOf(record), record);

export const canTransition = <S extends number, Rec>(machine: StatusMachine<S, Rec>, record: Rec, to: S): boolean => allowedTargets(machine, record).includes(to);

/**
 * The statuses a row may be in for a change to `to` to be allowed: the server writes only where the
 * stored status is still one of these (a conditional write), so two people changing one record at
 * once cannot both pass the machine.
 */
export function sourcesOf<S extends number, Rec>(machine: StatusMachine<S, Rec>, record: Rec, to: S): S[] {
  return machine.statuses.filter((from) => machine.targets(from, record).includes(to));
}

/**
 * The change's schema: the target (one of the statuses, required) and the fields the target makes
 * required. Unknown targets answer `required`; a target the record's status does not allow is the
 * server's `refused` (it needs the stored row).
 */
export function statusChangeSchema<S extends number, Rec>(machine: StatusMachine<S, Rec>) {
  const status = z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: machine.required }).refine((n) => (machine.statuses as readonly number[]).includes(n), machine.required),
  );
  return z
    .object({ id: z.string().trim().regex(/^\d{1,32}$/), status })
    .passthrough()
    .superRefine((value, ctx) => {
      const fields = machine.requires?.[value.status as S];
      if (!fields) return;
      for (const [name, schema] of Object.entries(fields)) {
        const result = schema.safeParse((value as Record<string, unknown>)[name]);
        if (!result.success) ctx.addIssue({ code: 'custom', path: [name], message: result.error.issues[0]?.message ?? machine.required });
      }
    });
}

/** The fields a target makes required, by name (the dialog draws them). */
export const requiredFieldsFor = <S extends number, Rec>(machine: StatusMachine<S, Rec>, to: S | undefined): string[] =>
  to === undefined ? [] : Object.keys(machine.requires?.[to] ?? {});
