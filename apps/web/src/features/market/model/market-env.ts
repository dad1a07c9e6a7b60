/**
 * What the 行情 pages need from the app that renders them: how a success and a refusal are said (the phone's toast,
 * the desktop's message), where a path of the site lives ('' on the phone, '/pc' on the desktop), whether someone is
 * logged in, and how to ask him to (提醒我 and the alerts need a login).
 */
export interface MarketEnv {
  notify: (text: string) => void;
  warn: (text: string) => void;
  base: '' | '/pc';
  loggedIn: boolean;
  onLoginFirst: (target: string) => void;
}
