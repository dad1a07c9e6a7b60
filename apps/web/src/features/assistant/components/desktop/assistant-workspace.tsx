import { App, Button, Empty, Input, Popconfirm, Spin } from 'antd';
import { Link } from 'react-router';
import { ASSISTANT_SUGGESTIONS, AssistantMsg, Msg } from '@mts/shared/messages';
import { loadedRows } from '@/lib/infinite';
import type { AiCitation } from '@mts/shared/schemas';
import { useConversations } from '../../api/get-conversations';
import { useDeleteConversation } from '../../api/delete-conversation';
import type { AssistantChat } from '../../hooks/use-assistant-chat';
import { useChatComposer } from '../../hooks/use-chat-composer';
import { canAsk, citationHref, citationView, draftHref, historyTime, QUESTION_MAX, type Turn } from '../../model/chat';
import './assistant.css';

type Props = {
  chat: AssistantChat;
  /** Opens a site path (the draft's publish form under /pc). */
  onOpen: (path: string) => void;
};

/** The desktop's /pc/myAi: history on the left (新对话, open, delete), the chat on the right; Enter sends. */
export function AssistantWorkspace({ chat, onOpen }: Props) {
  const { message } = App.useApp();
  const { state, streaming } = chat;
  const { question, setQuestion, ask, scroller } = useChatComposer(chat);

  const openConversation = async (id: number) => {
    if (!(await chat.open(id))) void message.error(AssistantMsg.conversationMissing);
  };

  return (
    <div className="pc-container pc-assistant" data-testid="assistant-page">
      <HistoryColumn currentId={state.conversationId} onOpen={(id) => void openConversation(id)} onNewChat={chat.newChat} onDeleted={chat.forget} />
      <section className="pc-card pc-assistant-chat">
        <header className="pc-assistant-head">
          <span className="pc-assistant-avatar" aria-hidden>
            AI
          </span>
          <div>
            <h2>AI 助手</h2>
            <p>根据平台货源与你的订单回答，引用的货源可点击查看详情</p>
          </div>
        </header>
        <div className="pc-assistant-messages" ref={scroller} data-testid="assistant-messages">
          {chat.opening !== null ? (
            <div className="pc-assistant-loading">
              <Spin />
            </div>
          ) : state.turns.length === 0 ? (
            <div className="pc-assistant-intro" data-testid="assistant-intro">
              <h3>你好，我是 MTS 存储交易助手</h3>
              <p>{AssistantMsg.help}</p>
              <p className="pc-assistant-hint">试试这样问：</p>
              <Suggestions questions={ASSISTANT_SUGGESTIONS} disabled={streaming} onAsk={ask} />
            </div>
          ) : (
            state.turns.map((turn) => <TurnView key={turn.key} turn={turn} canAsk={!streaming} onAsk={ask} onOpen={onOpen} />)
          )}
        </div>
        <div className="pc-assistant-composer">
          <Input.TextArea
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            onPressEnter={(e) => {
              if (e.shiftKey || e.nativeEvent.isComposing) return;
              e.preventDefault();
              if (canAsk(question)) ask(question);
            }}
            placeholder="输入型号或问题，Enter 发送，Shift+Enter 换行"
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={QUESTION_MAX}
            data-testid="assistant-input"
          />
          <div className="pc-assistant-actions">
            <span className="pc-assistant-count" data-testid="assistant-count">
              {question.trim().length}/{QUESTION_MAX}
            </span>
            {streaming ? (
              <Button danger onClick={chat.stop} data-testid="assistant-stop">
                停止
              </Button>
            ) : (
              <Button type="primary" disabled={!canAsk(question)} onClick={() => ask(question)} data-testid="assistant-send">
                发送
              </Button>
            )}
          </div>
        </div>
      </section>
    </div>
  );
}

function HistoryColumn({ currentId, onOpen, onNewChat, onDeleted }: { currentId: number | null; onOpen: (id: number) => void; onNewChat: () => void; onDeleted: (id: number) => void }) {
  const { message } = App.useApp();
  const list = useConversations();
  const remove = useDeleteConversation();
  const rows = loadedRows(list.data);

  const confirmDelete = async (id: number) => {
    try {
      await remove.mutateAsync(id);
      void message.success(AssistantMsg.deleted);
      onDeleted(id);
    } catch {
      // the client has shown the server's message
    }
  };

  return (
    <aside className="pc-card pc-assistant-history" data-testid="assistant-history">
      <Button type="primary" ghost block onClick={onNewChat} data-testid="assistant-new-chat">
        + {AssistantMsg.newChat}
      </Button>
      <h3>历史对话</h3>
      {list.isPending ? (
        <div className="pc-assistant-loading">
          <Spin />
        </div>
      ) : rows.length === 0 ? (
        list.isError ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={Msg.listLoadFailed}>
            <Button onClick={() => void list.refetch()}>重新加载</Button>
          </Empty>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有对话" />
        )
      ) : (
        <ul>
          {rows.map((c) => (
            <li key={c.id} className={c.id === currentId ? 'is-current' : undefined} data-testid="history-item">
              <button type="button" className="pc-assistant-history-open" onClick={() => onOpen(c.id)} title={c.title}>
                <span className="pc-assistant-history-title">{c.title}</span>
                <span className="pc-assistant-history-time">{historyTime(c.updateTime)}</span>
              </button>
              <Popconfirm title="删除这个对话？" description="删除后不能恢复。" okText="删除" cancelText="取消" onConfirm={() => confirmDelete(c.id)}>
                <Button type="text" size="small" className="pc-assistant-history-delete" data-testid="history-delete">
                  删除
                </Button>
              </Popconfirm>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <Button block type="text" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} data-testid="history-more">
          加载更多
        </Button>
      ) : null}
    </aside>
  );
}

function Suggestions({ questions, disabled, onAsk }: { questions: readonly string[]; disabled: boolean; onAsk: (q: string) => void }) {
  return (
    <div className="pc-assistant-chips">
      {questions.map((q) => (
        <button key={q} type="button" disabled={disabled} onClick={() => onAsk(q)} data-testid="assistant-suggestion">
          {q}
        </button>
      ))}
    </div>
  );
}

function CitationCard({ citation, question }: { citation: AiCitation; question: string }) {
  const view = citationView(citation, question);
  return (
    <Link to={citationHref(citation, '/pc')} className="pc-assistant-citation" data-testid="citation-card">
      <strong>{citation.partNumber}</strong>
      <span className="pc-assistant-citation-price">{view.price}</span>
      <span className="pc-assistant-citation-meta">
        {view.facts}
      </span>
    </Link>
  );
}

function TurnView({ turn, canAsk: can, onAsk, onOpen }: { turn: Turn; canAsk: boolean; onAsk: (q: string) => void; onOpen: (path: string) => void }) {
  const { answer } = turn;
  return (
    <div className="pc-assistant-turn">
      <div className="pc-assistant-question" data-testid="assistant-question">
        {turn.question}
      </div>
      <div className="pc-assistant-answer" data-testid="assistant-answer" data-status={answer.status}>
        {answer.note && <p className="pc-assistant-note">{answer.note}</p>}
        {answer.text && (
          <div className="pc-assistant-text" data-testid="assistant-answer-text">
            {answer.text}
          </div>
        )}
        {answer.status === 'streaming' && <Spin size="small" className="pc-assistant-typing" aria-label="正在生成" />}
        {answer.status === 'stopped' && (
          <p className="pc-assistant-stopped" data-testid="assistant-stopped">
            {AssistantMsg.stopped}
          </p>
        )}
        {answer.status === 'failed' && (
          <div className="pc-assistant-failed" data-testid="assistant-failed">
            <span>{answer.error}</span>
            <Button size="small" disabled={!can} onClick={() => onAsk(turn.question)} data-testid="assistant-retry">
              重试
            </Button>
          </div>
        )}
        {answer.citations.length > 0 && (
          <div className="pc-assistant-citations" data-testid="assistant-citations">
            {answer.citations.map((c) => (
              <CitationCard key={c.id} citation={c} question={turn.question} />
            ))}
          </div>
        )}
        {answer.draft && (
          <div className="pc-assistant-draft">
            <Button type="primary" onClick={() => onOpen(draftHref(answer.draft!, '/pc'))} data-testid="assistant-publish-draft">
              去发布
            </Button>
          </div>
        )}
        {answer.suggestions.length > 0 && <Suggestions questions={answer.suggestions} disabled={!can} onAsk={onAsk} />}
      </div>
    </div>
  );
}
