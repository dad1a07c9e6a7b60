import Dialog from 'antd-mobile/es/components/dialog';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { NEW_RFQ_PROMPT } from '../../model/rfq-live';
import { useNewRfqPrompt } from '../../model/new-rfq-prompt';

/**
 * 您有新的询价! wherever the seller is in the phone app (issue 24): the shell loads this for a logged-in user only, so
 * the home's first scripts carry nothing but the lazy import. 去报价 opens the RFQ's detail with the quote form.
 */
export default function NewRfqPrompt() {
  const navigate = useAppNavigate();
  useNewRfqPrompt(
    '',
    (rfqId) =>
      void Dialog.confirm({ ...NEW_RFQ_PROMPT, cancelText: '稍后' }).then((go) => {
        if (go) navigate(`/rfq/${rfqId}`);
      }),
  );
  return null;
}
