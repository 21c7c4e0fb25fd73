import { Fragment, type ReactNode } from "react";

/**
 * An email address that wraps, when it must, only before "@" or a "." (a <wbr>, which copying leaves
 * out), never in the middle of a word. Only a single part wider than the whole line still breaks, rather
 * than running off the screen.
 */
export function EmailText({ email, className = "" }: { email: string; className?: string }) {
  const nodes: ReactNode[] = [];
  let offset = 0;
  for (const part of email.split(/(?=[@.])/)) {
    nodes.push(
      <Fragment key={offset}>
        {offset > 0 ? <wbr /> : null}
        {part}
      </Fragment>,
    );
    offset += part.length;
  }
  return <span className={`[overflow-wrap:break-word] ${className}`.trim()}>{nodes}</span>;
}
