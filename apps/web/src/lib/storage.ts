import { StorageKeys } from '@mts/shared/constants';

/** Browser storage under the spec's keys: user info, search history and user details in local storage. */
function read<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown) {
  localStorage.setItem(key, JSON.stringify(value));
}

const HISTORY_LIMIT = 10;

export const searchHistory = {
  list: (): string[] => read<string[]>(StorageKeys.historyList, []),
  add(keyword: string): string[] {
    const word = keyword.trim();
    if (!word) return searchHistory.list();
    const next = [word, ...searchHistory.list().filter((w) => w !== word)].slice(0, HISTORY_LIMIT);
    write(StorageKeys.historyList, next);
    return next;
  },
  clear() {
    localStorage.removeItem(StorageKeys.historyList);
  },
};

export const storedUser = {
  info: <T>() => read<T | null>(StorageKeys.userInfo, null),
  details: <T>() => read<T | null>(StorageKeys.userDetails, null),
  save(info: unknown, details?: unknown) {
    write(StorageKeys.userInfo, info);
    if (details !== undefined) write(StorageKeys.userDetails, details);
  },
  clear() {
    localStorage.removeItem(StorageKeys.userInfo);
    localStorage.removeItem(StorageKeys.userDetails);
    sessionStorage.removeItem(StorageKeys.hasTip);
  },
};
