import { ApiError } from '@/lib/http';
import { saveBlob, type DownloadedFile } from '@/lib/download';

/**
 * What the stock pages need from the app that renders them: how a success is said and how a failure the API client
 * did not toast is said (a download's refusal): the phone's toast for both, the desktop's message.success / .error.
 */
export interface StockEnv {
  notify: (text: string) => void;
  warn: (text: string) => void;
}

/** Runs a download and saves the file; a refusal is said with the server's Chinese message. */
export async function saveDownload(load: () => Promise<DownloadedFile>, env: StockEnv): Promise<boolean> {
  try {
    const { blob, filename } = await load();
    saveBlob(blob, filename);
    return true;
  } catch (error) {
    env.warn(error instanceof ApiError || error instanceof Error ? error.message : String(error));
    return false;
  }
}

/** Runs a change and says its success; a refusal was toasted by the API client, so it only answers false. */
export async function runChange(change: () => Promise<unknown>, env: StockEnv, okText: string): Promise<boolean> {
  try {
    await change();
  } catch {
    return false;
  }
  env.notify(okText);
  return true;
}
