/** The site's name after every page title (both apps). */
export const SITE_NAME = 'MTS 存储交易平台';
