/**
 * What a page model needs from the app that renders it: how a success is said (the phone's toast, the desktop's
 * message) and the prefix of its paths ('' on the phone, '/pc' on the desktop). The model builds every path as the
 * phone's and puts the prefix in front, so both apps open the same pages.
 */
export interface PageEnv {
  notify: (text: string) => void;
  prefix: '' | '/pc';
}

/**
 * Runs a move and says its success; a refusal was already toasted by the API client (the data reloads), so the
 * move only answers false. Pages close their dialog either way.
 */
export async function runMove(move: () => Promise<unknown>, notify: PageEnv['notify'], okText: string): Promise<boolean> {
  try {
    await move();
  } catch {
    return false;
  }
  notify(okText);
  return true;
}
