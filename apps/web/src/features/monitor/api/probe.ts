import { http } from '@/lib/http';

/** 发送测试请求: one harmless read of the caller's own user info, to see a request counted and logged. */
export async function probeRequest(): Promise<void> {
  await http.get('/user/getUserInfo');
}
