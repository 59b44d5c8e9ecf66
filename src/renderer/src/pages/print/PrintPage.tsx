import { useIsFetching, useQuery } from '@tanstack/react-query';
import { PRINT_AUTO_PARAM, PRINT_READY_ATTRIBUTE } from '@shared/domain/print';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { callEndpoint } from '../../api/callEndpoint';
import { sessionStateQuery } from '../../api/sessionQueries';
import { useLooseT } from '../../crud/looseT';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { printDateTime, printValue, rowsOf } from './format';
import type { PrintDescriptor } from './types';
import { useOrgLogo } from './useOrgLogo';
import './print.css';

/**
 * /print/<kind>/{id}: the record on an A4 sheet — the organisation's logo and name, the title, the
 * fields labelled in the current language, the record's tables, the printing person and time — with
 * no shell and no buttons. Once everything is drawn it marks <html> ready: the desktop core prints
 * it then (Electron); with ?auto=print, browser mode, it opens the browser's print dialog itself.
 */
export function PrintPage<Rec extends { id: string }>({ descriptor }: { descriptor: PrintDescriptor<Rec> }) {
  const lt = useLooseT();
  const localise = useLocaliseMessage();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const record = useQuery({ queryKey: ['print', descriptor.kind, id], queryFn: () => callEndpoint(descriptor.detail, { id }), retry: false });
  const user = useQuery(sessionStateQuery()).data?.user ?? null;
  const logo = useOrgLogo();
  const [logoDrawn, setLogoDrawn] = useState(false);
  const [printedAt] = useState(() => printDateTime(new Date()));
  const fetching = useIsFetching();
  const ready = !!record.data && logo.settled && logoDrawn && fetching === 0;
  useReadyMark(ready, params.get(PRINT_AUTO_PARAM) === 'print');

  const name = record.data ? descriptor.name(record.data) : '';
  useEffect(() => {
    // The browser's save-as-PDF proposes the page's title as the file's name.
    if (name) document.title = `${lt(descriptor.title)} ${name}`;
  }, [name, descriptor.title, lt]);

  if (record.error) return <p className="cem-print-waiting" data-testid="print-error">{localise(record.error.message)}</p>;
  return (
    <article className="cem-print" data-testid={`print-${descriptor.kind}`}>
      <header className="cem-print-head">
        <img className="cem-print-logo" src={logo.src} alt={lt('resources.print.logo', { org: logo.orgName })} data-logo-source={logo.source} data-testid="print-logo" onLoad={() => setLogoDrawn(true)} onError={() => setLogoDrawn(true)} />
        <span className="cem-print-org" data-testid="print-org">{logo.orgName}</span>
      </header>
      <h1 className="cem-print-title" data-testid="print-title">{lt(descriptor.title)}</h1>
      {!record.data ? (
        <p className="cem-print-waiting">{lt('resources.print.loading')}</p>
      ) : (
        <>
          <p className="cem-print-name" data-testid="print-heading">{name}</p>
          <table>
            <tbody>
              {rowsOf(descriptor.fields(record.data)).map((row) => (
                <tr key={row.map((f) => f.key).join()}>
                  {row.map((f) => (
                    <Fragment key={f.key}>
                      <th scope="row">{lt(`${descriptor.labels}.${f.key}`)}</th>
                      <td colSpan={f.wide ? 3 : 1} className={f.kind === 'money' ? 'cem-print-money' : undefined} data-testid={`print-${f.key}`}>
                        {printValue(f, record.data!)}
                      </td>
                    </Fragment>
                  ))}
                  {/* A lone field keeps the table's right edge. */}
                  {row.length === 1 && !row[0].wide && <td colSpan={2} />}
                </tr>
              ))}
            </tbody>
          </table>
          {descriptor.sections?.map((Section, i) => <Section key={i} record={record.data!} />)}
        </>
      )}
      <footer className="cem-print-foot">
        <span data-testid="print-by">
          {lt('resources.print.printedBy')}: {user?.realName ?? ''}
        </span>
        <span data-testid="print-at">
          {lt('resources.print.printedAt')}: {printedAt}
        </span>
      </footer>
    </article>
  );
}

/** Marks <html> ready for the core's print window, and prints once in browser mode when asked. */
function useReadyMark(ready: boolean, autoPrint: boolean) {
  const printed = useRef(false);
  useEffect(() => {
    const root = document.documentElement;
    if (!ready) return;
    root.setAttribute(PRINT_READY_ATTRIBUTE, 'true');
    if (autoPrint && !printed.current) {
      printed.current = true;
      // After this frame is painted, so the dialog's preview shows the whole sheet.
      requestAnimationFrame(() => setTimeout(() => window.print(), 0));
    }
    return () => root.removeAttribute(PRINT_READY_ATTRIBUTE);
  }, [ready, autoPrint]);
}
