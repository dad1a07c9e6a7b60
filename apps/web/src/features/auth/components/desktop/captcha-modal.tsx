import { Button, Input, Modal, Space } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { getCaptcha } from '../../api/captcha';

type Props = {
  open: boolean;
  /** Resolves true when the code was accepted (the modal then closes from the parent). */
  onSubmit: (captchaKey: string, captchaCode: string) => Promise<boolean>;
  onCancel: () => void;
};

/** The image captcha the server asks for (reply code 428) before it sends another SMS. */
export function CaptchaModal({ open, onSubmit, onCancel }: Props) {
  const [captcha, setCaptcha] = useState<{ base64: string; key: string } | null>(null);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);

  const reload = useCallback(() => {
    setValue('');
    getCaptcha().then(setCaptcha, () => setCaptcha(null));
  }, []);

  useEffect(() => {
    if (open) reload();
  }, [open, reload]);

  const submit = async () => {
    if (!captcha || !value.trim()) return;
    setBusy(true);
    const ok = await onSubmit(captcha.key, value.trim()).catch(() => false);
    setBusy(false);
    if (!ok) reload();
  };

  return (
    <Modal title="请输入图形验证码" open={open} onCancel={onCancel} footer={null} width={360} destroyOnHidden centered>
      <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="captcha-modal">
        <Space>
          <Input
            value={value}
            maxLength={8}
            placeholder="图形验证码"
            data-testid="captcha-input"
            onChange={(e) => setValue(e.target.value)}
            onPressEnter={submit}
            style={{ width: 160 }}
          />
          {captcha ? (
            <img src={captcha.base64} alt="图形验证码" title="看不清？换一张" className="pc-captcha-image" data-testid="captcha-image" data-key={captcha.key} onClick={reload} />
          ) : (
            <Button onClick={reload}>获取验证码</Button>
          )}
        </Space>
        <Button type="primary" block loading={busy} disabled={!value.trim()} onClick={submit}>
          确定
        </Button>
      </Space>
    </Modal>
  );
}
