import { Avatar, Button, Descriptions, Result, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { USER_TYPE_LABEL } from '@mts/shared/constants';
import { Msg } from '@mts/shared/messages';
import { isVerified } from '@mts/shared/status';
import { maskMobile } from '@mts/shared/validate';
import { useUserDetails } from '@/features/users/hooks/use-current-user';
import { useDocumentTitle } from '@/components/desktop/use-document-title';

/** /pc/my/myHome (个人资料, the phone's /my/myHome): avatar, nickname, bound mobile, role, company and real-name state. */
export function MyHomePage() {
  const info = useUserDetails();
  useDocumentTitle('个人资料');

  if (info.isError) {
    return (
      <section className="pc-card">
        <Result status="warning" title={Msg.desktopUserLoadFailed} extra={<Button onClick={() => void info.refetch()}>重试</Button>} />
      </section>
    );
  }
  if (!info.data) return <Skeleton active avatar paragraph={{ rows: 4 }} className="pc-card" />;
  const user = info.data;
  const verified = isVerified(user);
  return (
    <section className="pc-card" data-testid="my-home">
      <h2 className="pc-page-card-title">个人资料</h2>
      <Descriptions column={1} bordered size="middle" styles={{ label: { width: 160 } }}>
        <Descriptions.Item label="头像">
          <Avatar size={56} src={user.avatar || undefined}>
            {(user.nick_name || user.mobile).slice(-2)}
          </Avatar>
        </Descriptions.Item>
        <Descriptions.Item label="昵称">
          <span data-testid="my-home-nickname">{user.nick_name || '未设置'}</span>
        </Descriptions.Item>
        <Descriptions.Item label="绑定手机">
          <span data-testid="my-home-mobile">{maskMobile(user.mobile)}</span>
        </Descriptions.Item>
        <Descriptions.Item label="用户类型">{USER_TYPE_LABEL[user.businessType] ?? user.userType}</Descriptions.Item>
        <Descriptions.Item label="实名认证">
          <span data-testid="my-home-realname">
            {verified ? <Tag color="success">已认证</Tag> : <Tag>未认证</Tag>}
            {verified ? null : <Link to="/pc/realname">去实名认证</Link>}
          </span>
        </Descriptions.Item>
      </Descriptions>
    </section>
  );
}
