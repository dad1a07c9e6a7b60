import { useNavigate } from 'react-router';
import { AssistantWorkspace } from '@/features/assistant/components/desktop/assistant-workspace';
import { useAssistantChat } from '@/features/assistant/hooks/use-assistant-chat';
import { useDocumentTitle } from '@/components/desktop/use-document-title';

/** AI 助手 (/pc/myAi, login required): the conversation history beside the chat. */
export function MyAiPage() {
  const chat = useAssistantChat();
  const navigate = useNavigate();
  useDocumentTitle('AI 助手');
  return <AssistantWorkspace chat={chat} onOpen={(path) => navigate(path)} />;
}
