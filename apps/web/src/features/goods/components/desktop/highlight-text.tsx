import { highlightParts } from '@mts/shared/search';
import './highlight-text.css';

/**
 * Text with the search keyword's matches marked (<mark>): part numbers ignoring case and dashes, brand, name.
 * Uses the shared tokenizer the server indexes with, so what is marked is what matched.
 */
export function HighlightText({ text, keyword }: { text: string; keyword?: string | null }) {
  const parts = highlightParts(text, keyword);
  if (!parts.some((p) => p.hit)) return <>{text}</>;
  return (
    <>
      {parts.map((p, i) =>
        p.hit ? (
          <mark key={i} className="pc-hit" data-testid="highlight">
            {p.text}
          </mark>
        ) : (
          p.text
        ),
      )}
    </>
  );
}
