/**
 * What the RFQ pages need from the app that renders them: how a success and a warning are said (the phone's toast,
 * the desktop's message), and where a path of the site lives ('' on the phone, '/pc' on the desktop).
 */
export interface RfqEnv {
  notify: (text: string) => void;
  warn: (text: string) => void;
  base: '' | '/pc';
}
