import { http } from '@/lib/http';

/** POST /logout revokes the current token. */
export async function logout() {
  await http.post('/logout');
}
