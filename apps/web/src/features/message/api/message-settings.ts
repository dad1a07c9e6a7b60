import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Envelope, MessageSettings, MessageSettingsBody } from '@mts/shared/schemas';
import { getData, http } from '@/lib/http';
import { messageKeys } from './keys';

/** GET /message/settings → every kind's SMS / WeChat switches, quiet hours, and which channels the user can get. */
export const getMessageSettings = () => getData<MessageSettings>('/message/settings');

/** POST /message/settings {kinds?, quietStart?, quietEnd?} → the settings after. */
export const saveMessageSettings = async (body: MessageSettingsBody) => (await http.post<Envelope<MessageSettings>>('/message/settings', body)).data;

export const useMessageSettings = () => useQuery({ queryKey: messageKeys.settings(), queryFn: getMessageSettings, staleTime: 0 });

export function useSaveMessageSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMessageSettings,
    onSuccess: (reply) => {
      if (reply.data) client.setQueryData(messageKeys.settings(), reply.data);
    },
  });
}
