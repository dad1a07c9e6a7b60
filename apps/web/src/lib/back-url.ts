/** backUrl must be a path of this site (never another origin). */
export function safeBackUrl(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

/** The current search without backUrl, as "?a=b" or "". */
export function searchWithoutBackUrl(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('backUrl');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
