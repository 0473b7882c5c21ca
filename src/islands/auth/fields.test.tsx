// @vitest-environment happy-dom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from './fields.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A form's field as the auth islands bind it, with a button that re-renders the form (as a submit does). */
function Form() {
  const [value, setValue] = useState('');
  const [renders, setRenders] = useState(0);
  return (
    <>
      <Field label="New password" value={value} onValueChange={setValue} />
      <button type="button" onClick={() => setRenders(renders + 1)}>
        {renders}
      </button>
      <output>{value}</output>
    </>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('an auth field', () => {
  it('keeps what was typed before the island hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    // Typed into the server's HTML, before React runs.
    container.querySelector('input')!.value = 'typed-early';
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    await act(async () => container.querySelector('button')!.click());
    expect(container.querySelector('input')!.value).toBe('typed-early');
    expect(container.querySelector('output')!.textContent).toBe('typed-early');
  });
});
