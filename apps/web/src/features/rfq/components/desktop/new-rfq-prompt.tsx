import { App } from 'antd';
import { useNavigate } from 'react-router';
import { NEW_RFQ_PROMPT } from '../../model/rfq-live';
import { useNewRfqPrompt } from '../../model/new-rfq-prompt';

/** 您有新的询价! on every desktop page for a logged-in user (issue 24); 去报价 opens the RFQ's detail with the quote form. */
export default function NewRfqPrompt() {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  useNewRfqPrompt('/pc', (rfqId) =>
    modal.confirm({
      title: NEW_RFQ_PROMPT.title,
      content: NEW_RFQ_PROMPT.content,
      okText: NEW_RFQ_PROMPT.confirmText,
      cancelText: '稍后',
      onOk: () => navigate(`/pc/rfq/${rfqId}`),
    }),
  );
  return null;
}
