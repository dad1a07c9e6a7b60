import { useCallback, useEffect, useState } from 'react';
import Dialog from 'antd-mobile/es/components/dialog';
import Input from 'antd-mobile/es/components/input';
import { getCaptcha } from '../../api/captcha';
import styles from './sms-login-form.module.css';

type CaptchaDialogProps = {
  visible: boolean;
  onCancel: () => void;
  /** Called with the image's key and the typed answer. */
  onSubmit: (captchaKey: string, captchaCode: string) => void;
  /** Bumped by the form after a wrong answer: captchas are single use, so a new image is fetched. */
  refreshSignal: number;
};

/** The image captcha the server asks for (reply code 428) before it sends another SMS code. */
export function CaptchaDialog({ visible, onCancel, onSubmit, refreshSignal }: CaptchaDialogProps) {
  const [captcha, setCaptcha] = useState<{ base64: string; key: string } | null>(null);
  const [answer, setAnswer] = useState('');
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(() => {
    setAnswer('');
    setFailed(false);
    getCaptcha().then(setCaptcha, () => setFailed(true));
  }, []);

  useEffect(() => {
    if (visible) refresh();
  }, [visible, refreshSignal, refresh]);

  const submit = () => {
    if (!captcha || !answer.trim()) return;
    onSubmit(captcha.key, answer.trim());
  };

  return (
    <Dialog
      visible={visible}
      title="请输入图形验证码"
      closeOnAction={false}
      content={
        <div className={styles.captcha} data-testid="captcha-dialog">
          <button type="button" className={styles.captchaImage} onClick={refresh} aria-label="看不清，换一张" data-testid="captcha-image" data-key={captcha?.key}>
            {captcha ? <img src={captcha.base64} alt="图形验证码" /> : <span>{failed ? '加载失败，点击重试' : '加载中…'}</span>}
          </button>
          <span className={styles.captchaHint}>看不清？点击图片换一张</span>
          <Input
            className={styles.captchaInput}
            placeholder="请输入图中字符"
            value={answer}
            onChange={setAnswer}
            maxLength={8}
            clearable
            onEnterPress={submit}
            data-testid="captcha-input"
          />
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: '取消', onClick: onCancel },
          { key: 'ok', text: '确定', bold: true, disabled: !captcha || !answer.trim(), onClick: submit },
        ],
      ]}
    />
  );
}
