/**
 * The platform's customer-service line. Neither /goods/detail nor the content dict carries a hotline or the
 * negotiator's mobile (the seller's contact is masked: the platform mediates), so 咨询 calls this number; it is
 * the number the desktop detail page already showed. Change it here.
 */
export const PLATFORM_HOTLINE = '400-800-2026';

/** tel: link of a phone number (digits and + only). */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

