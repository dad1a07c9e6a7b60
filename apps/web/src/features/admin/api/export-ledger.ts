import { API_BASE } from '@mts/shared/constants';
import { Msg } from '@mts/shared/messages';
import type { LedgerExportQuery } from '@mts/shared/schemas';
import { getToken } from '@/lib/session';

/**
 * GET /admin/ledger/export.csv?from&to&priceUnit: the statement as a file. The call needs the Authorization
 * header, so it is fetched as a blob and saved through an object url (a bare link would go without the token).
 * Errors come in the envelope: their msg is thrown.
 */
export async function exportLedgerCsv(query: LedgerExportQuery): Promise<{ blob: Blob; filename: string }> {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.priceUnit !== undefined) params.set('priceUnit', String(query.priceUnit));
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/admin/ledger/export.csv?${params.toString()}`, { headers: { platform: 'PC', ...(token ? { Authorization: token } : {}) } });
  } catch {
    throw new Error(Msg.networkError);
  }
  if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith('text/csv')) {
    const body = (await res.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(body?.msg || Msg.requestFailed);
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `ledger-${query.from}-${query.to}.csv`;
  return { blob: await res.blob(), filename };
}
