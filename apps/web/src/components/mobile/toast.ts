import Toast from 'antd-mobile/es/components/toast';
import { Limits } from '@mts/shared/constants';

/** A plain text toast of the spec's 2 s, as the API client shows them. */
export function toast(content: string) {
  Toast.show({ content, duration: Limits.toastMs });
}
