import type { BomDetail, Envelope } from '@mts/shared/schemas';
import { http } from '@/lib/http';

/** Matching a 2,000-line list on a busy server, or uploading a file on a slow line: a minute, not the client's 5 s. */
const MATCH_TIMEOUT_MS = 120_000;

/** POST /bom/create {name?, text}: the pasted lines → the BOM matched (refused lines in `errors`). */
export const createBom = async (body: { name?: string; text: string }) =>
  (await http.post<Envelope<BomDetail>>('/bom/create', body, { timeout: MATCH_TIMEOUT_MS })).data.data;

/** POST /bom/upload (multipart; "name" before "file" so the server has it when the file streams in) → the BOM matched. */
export async function uploadBom(file: File, name?: string) {
  const form = new FormData();
  if (name) form.append('name', name);
  form.append('file', file);
  return (await http.post<Envelope<BomDetail>>('/bom/upload', form, { timeout: MATCH_TIMEOUT_MS })).data.data;
}
