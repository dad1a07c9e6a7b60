import { createContext, useContext } from 'react';

/** Whether a /pc url leads to a page this app has (the user-centre menu lists only those: no dead links). */
export const DesktopPathsContext = createContext<(url: string) => boolean>(() => true);

export const useIsAvailable = () => useContext(DesktopPathsContext);
