import { highlightParts } from '@mts/shared/search';
import styles from './highlight-text.module.css';

/**
 * Text with the search keyword's matches marked (<mark>): part numbers match ignoring case, dashes and
 * spaces, Chinese by runs, using the tokenizer the server searches with (@mts/shared/search).
 */
export function HighlightText({ text, keyword }: { text: string; keyword?: string | null }) {
  const parts = highlightParts(text, keyword);
  if (!parts.some((p) => p.hit)) return <>{text}</>;
  return (
    <>
      {parts.map((part, i) =>
        part.hit ? (
          <mark key={i} className={styles.mark} data-testid="highlight">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
