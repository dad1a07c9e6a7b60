import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { Link } from 'react-router';
import { AssistantMsg } from '@mts/shared/messages';
import type { AiCitation } from '@mts/shared/schemas';
import { citationHref, citationView, draftHref, type Turn } from '../../model/chat';
import styles from './assistant.module.css';

/** A listing the answer used: part number, price, brand, quantity, date code, condition and delivery place (in the question's language) → its detail. */
export function CitationCard({ citation, question }: { citation: AiCitation; question: string }) {
  const view = citationView(citation, question);
  return (
    <Link to={citationHref(citation, '')} className={styles.citation} data-testid="citation-card">
      <span className={styles.citationHead}>
        <strong className={styles.citationPart}>{citation.partNumber}</strong>
        <span className={styles.citationPrice}>{view.price}</span>
      </span>
      <span className={styles.citationMeta}>
        {view.facts}
      </span>
    </Link>
  );
}

type Props = {
  turn: Turn;
  /** Asking is possible now (no other answer streaming). */
  canAsk: boolean;
  onAsk: (question: string) => void;
  onOpen: (path: string) => void;
};

/** One question and its answer: streaming text, then citations, the draft's 去发布, suggestions, the note or the error. */
export function TurnView({ turn, canAsk, onAsk, onOpen }: Props) {
  const { answer } = turn;
  return (
    <div className={styles.turn}>
      <div className={styles.question} data-testid="assistant-question">
        {turn.question}
      </div>
      <div className={styles.answer} data-testid="assistant-answer" data-status={answer.status}>
        {answer.note && <p className={styles.note}>{answer.note}</p>}
        {answer.text && (
          <div className={styles.answerText} data-testid="assistant-answer-text">
            {answer.text}
          </div>
        )}
        {answer.status === 'streaming' && (
          <span className={styles.typing} aria-label="正在生成">
            <DotLoading color="primary" />
          </span>
        )}
        {answer.status === 'stopped' && (
          <p className={styles.stopped} data-testid="assistant-stopped">
            {AssistantMsg.stopped}
          </p>
        )}
        {answer.status === 'failed' && (
          <div className={styles.failed} data-testid="assistant-failed">
            <span>{answer.error}</span>
            <Button size="mini" color="primary" fill="outline" disabled={!canAsk} onClick={() => onAsk(turn.question)} data-testid="assistant-retry">
              重试
            </Button>
          </div>
        )}
        {answer.citations.length > 0 && (
          <div className={styles.citations} data-testid="assistant-citations">
            {answer.citations.map((c) => (
              <CitationCard key={c.id} citation={c} question={turn.question} />
            ))}
          </div>
        )}
        {answer.draft && (
          <div className={styles.draft}>
            <Button color="primary" size="small" onClick={() => onOpen(draftHref(answer.draft!, ''))} data-testid="assistant-publish-draft">
              去发布
            </Button>
          </div>
        )}
        {answer.suggestions.length > 0 && <SuggestionChips questions={answer.suggestions} disabled={!canAsk} onAsk={onAsk} />}
      </div>
    </div>
  );
}

/** Questions to tap (tap = ask): the empty chat's suggestions, or an unknown answer's. */
export function SuggestionChips({ questions, disabled, onAsk }: { questions: readonly string[]; disabled: boolean; onAsk: (q: string) => void }) {
  return (
    <div className={styles.chips}>
      {questions.map((q) => (
        <button key={q} type="button" className={styles.chip} disabled={disabled} onClick={() => onAsk(q)} data-testid="assistant-suggestion">
          {q}
        </button>
      ))}
    </div>
  );
}
