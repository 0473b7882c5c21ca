import { Fragment } from 'react';

/**
 * An e-mail address that wraps, when it must, after its `@` or before a dot, not inside a word; its box should also
 * let a part too long for a line on its own wrap (`overflow-wrap: anywhere`) rather than run past it.
 */
export function EmailText({ value }: { value: string }) {
  const parts = value.split(/(?<=@)|(?=\.)/);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
