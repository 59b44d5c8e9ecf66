import { createElement } from 'react';
import { partyNames, StatusLabel } from '../../resources/contractDetails/cells';
import type { PrintField } from './types';

/**
 * The field kinds the print declarations share — money, percents, dates, a long text, parties by name,
 * a contract's status, who recorded it — declared once, typed for one record, so each kind's print
 * lists only which of its fields it shows.
 */
export function printFields<Rec>() {
  type Key = keyof Rec & string;
  type F = PrintField<Rec>;
  return {
    money: (key: Key): F => ({ key, kind: 'money' }),
    percent: (key: Key): F => ({ key, kind: 'percent' }),
    date: (key: Key): F => ({ key, kind: 'date' }),
    wide: (key: Key): F => ({ key, wide: true }),
    /** A party, or a consortium's members, by name (never the party's id). */
    parties: (key: Key): F => ({ key, show: (r) => partyNames(r[key]) || '—' }),
  };
}

/** A contract's shared fields besides printFields': its status and who recorded it when. */
export function contractFields<Rec extends { statusContract: number; createUserName: string; createTime: string }>() {
  const f = printFields<Rec>();
  return {
    ...f,
    /** The status by the common label of every kind (resources.contracts.statuses). */
    status: (): PrintField<Rec> => ({ key: 'statusContract', show: (r) => createElement(StatusLabel, { status: r.statusContract }) }),
    recorded: (): PrintField<Rec>[] => [{ key: 'createUserName' }, f.date('createTime')],
  };
}
