/**
 * The staff's trade page modules, one hop away from the route table: the phone's first chunk lists only this module
 * (one tiny import) instead of every page's files, which keeps the phone home within its budget. Opening a staff
 * page costs one more small request.
 */
export const staffPreOrderPages = () => import('./staff-pre-order');
export const generateContractPage = () => import('./generate-contract');
export const confirmContractPage = () => import('./confirm-contract');
export const swHomePage = () => import('./sw-home');
export const myCreateOrderPage = () => import('./my-create-order');
