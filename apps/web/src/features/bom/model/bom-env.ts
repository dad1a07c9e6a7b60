import { ApiError } from '@/lib/http';
import { saveBlob, type DownloadedFile } from '@/lib/download';

/**
 * What the BOM and RFQ pages need from the app that renders them: how a success and a refusal the API client did not
 * toast are said (the phone's toast, the desktop's message), and where a path of the site lives ('' on the phone,
 * '/pc' on the desktop).
 */
export interface BomEnv {
  notify: (text: string) => void;
  warn: (text: string) => void;
  base: '' | '/pc';
}

/** Runs a download and saves the file; a refusal is said with the server's Chinese message. */
export async function saveDownload(load: () => Promise<DownloadedFile>, env: BomEnv): Promise<boolean> {
  try {
    const { blob, filename } = await load();
    saveBlob(blob, filename);
    return true;
  } catch (error) {
    env.warn(error instanceof ApiError || error instanceof Error ? error.message : String(error));
    return false;
  }
}

/** Runs a change; a refusal was toasted by the API client, so it only answers undefined. */
export async function attempt<T>(change: () => Promise<T>): Promise<T | undefined> {
  try {
    return await change();
  } catch {
    return undefined;
  }
}
