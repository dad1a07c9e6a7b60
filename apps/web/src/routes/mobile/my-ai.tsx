import { AssistantScreen } from '@/features/assistant/components/mobile/assistant-screen';
import { useAssistantChat } from '@/features/assistant/hooks/use-assistant-chat';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useBack } from '@/components/mobile/navigation';
import { toast } from '@/components/mobile/toast';

/** AI 助手 (/myAi, login required): ask about listings and my orders; answers stream in with the listings they cite. */
export function Component() {
  const chat = useAssistantChat();
  const back = useBack();
  const navigate = useAppNavigate();
  return <AssistantScreen chat={chat} onBack={back} onOpen={(path) => navigate(path)} toast={toast} />;
}
