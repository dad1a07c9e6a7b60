import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import NavBar from 'antd-mobile/es/components/nav-bar';
import TextArea from 'antd-mobile/es/components/text-area';
import { useState } from 'react';
import { ASSISTANT_SUGGESTIONS, AssistantMsg } from '@mts/shared/messages';
import type { AssistantChat } from '../../hooks/use-assistant-chat';
import { useChatComposer } from '../../hooks/use-chat-composer';
import { canAsk, QUESTION_MAX } from '../../model/chat';
import { SuggestionChips, TurnView } from './answer-view';
import { HistoryPopup } from './history-popup';
import styles from './assistant.module.css';

type Props = {
  chat: AssistantChat;
  onBack: () => void;
  /** Opens a site path (the draft's publish form). */
  onOpen: (path: string) => void;
  toast: (text: string) => void;
};

/** The phone's /myAi: nav bar with 历史, the chat (intro and suggestions when empty), the input with 发送 / 停止. */
export function AssistantScreen({ chat, onBack, onOpen, toast }: Props) {
  const { state, streaming } = chat;
  const { question, setQuestion, ask, scroller } = useChatComposer(chat);
  const [historyOpen, setHistoryOpen] = useState(false);
  const send = () => ask(question);

  const openConversation = async (id: number) => {
    setHistoryOpen(false);
    if (!(await chat.open(id))) toast(AssistantMsg.conversationMissing);
  };

  return (
    <div className={styles.page} data-testid="assistant-page">
      <NavBar
        className={styles.nav}
        onBack={onBack}
        right={
          <button type="button" className={styles.navButton} onClick={() => setHistoryOpen(true)} data-testid="assistant-history-button">
            历史
          </button>
        }
      >
        AI 助手
      </NavBar>
      <div className={styles.messages} ref={scroller} data-testid="assistant-messages">
        {chat.opening !== null ? (
          <div className={styles.loading}>
            <DotLoading color="primary" />
          </div>
        ) : state.turns.length === 0 ? (
          <div className={styles.intro} data-testid="assistant-intro">
            <div className={styles.introHead}>
              <span className={styles.avatar} aria-hidden>
                AI
              </span>
              <strong>你好，我是 MTS 存储交易助手</strong>
            </div>
            <p className={styles.introText}>{AssistantMsg.help}</p>
            <p className={styles.hint}>试试这样问：</p>
            <SuggestionChips questions={ASSISTANT_SUGGESTIONS} disabled={streaming} onAsk={ask} />
          </div>
        ) : (
          state.turns.map((turn) => <TurnView key={turn.key} turn={turn} canAsk={!streaming} onAsk={ask} onOpen={onOpen} />)
        )}
      </div>
      <div className={styles.composer}>
        <div className={styles.inputBox}>
          <TextArea
            value={question}
            onChange={setQuestion}
            placeholder="输入型号或问题"
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={QUESTION_MAX}
            data-testid="assistant-input"
          />
          <span className={styles.count} data-testid="assistant-count">
            {question.trim().length}/{QUESTION_MAX}
          </span>
        </div>
        {streaming ? (
          <Button color="danger" fill="outline" className={styles.sendButton} onClick={chat.stop} data-testid="assistant-stop">
            停止
          </Button>
        ) : (
          <Button color="primary" className={styles.sendButton} disabled={!canAsk(question)} onClick={send} data-testid="assistant-send">
            发送
          </Button>
        )}
      </div>
      <HistoryPopup
        visible={historyOpen}
        currentId={state.conversationId}
        onClose={() => setHistoryOpen(false)}
        onOpen={(id) => void openConversation(id)}
        onNewChat={() => {
          chat.newChat();
          setHistoryOpen(false);
        }}
        onDeleted={chat.forget}
        toast={toast}
      />
    </div>
  );
}
