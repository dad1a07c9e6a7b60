/**
 * The platform's customer-service line. Neither /goods/detail nor the content dict carries a hotline or the
 * negotiator's mobile (the seller's contact is masked: the platform mediates), so 咨询 calls this number; it is
 * the number the desktop detail page already showed. Change it here.
 */
export const PLATFORM_HOTLINE = '400-800-2026';

/** tel: link of a phone number (digits and + only). */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** The one line under the contact: why the seller's number is masked. */
export const MEDIATED_NOTE = '卖家联系方式已隐藏，交易由平台谈判人居间撮合，请通过咨询联系平台';
