import Link from '@mui/material/Link';
import { Fragment } from 'react';

/** Web addresses in a message: http(s) links and www. names, up to a space or a closing bracket. */
const URL_PATTERN = /(https?:\/\/[^\s<>()]+|www\.[^\s<>()]+)/gi;
/** A sentence's final punctuation is not part of the link. */
const TRAILING = /[.,;:!?'"»]+$/;

/**
 * A message's text as text, never as HTML (React escapes it): its web addresses become links that
 * open in a new tab without giving it access to this page (rel="noopener noreferrer").
 */
export function MessageText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0];
    const address = raw.replace(TRAILING, '');
    const start = match.index ?? 0;
    parts.push(text.slice(last, start));
    const href = address.startsWith('www.') ? `https://${address}` : address;
    parts.push(
      <Link key={start} href={href} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
        {address}
      </Link>,
    );
    last = start + address.length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}
