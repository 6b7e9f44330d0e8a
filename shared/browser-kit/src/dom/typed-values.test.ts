import { afterEach, describe, expect, it } from 'vitest';
import { noteTypedValues } from './typed-values';

/** A field as hydration leaves it: React's note of its value is its `defaultValue`. */
function field(html: string) {
  document.body.innerHTML = html;
  const element = document.body.querySelector<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  )!;
  const inputs: string[] = [];
  element.addEventListener('input', () => inputs.push(element.value));
  return { element, inputs };
}

const type = (element: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  element.value = value;
  element.dispatchEvent(new Event('input', { bubbles: true }));
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('noteTypedValues', () => {
  it('hands over what was typed into a textarea even after hydration put its text back', () => {
    const { element, inputs } = field('<textarea>Cough</textarea>');
    const typed = noteTypedValues();
    type(element, 'Cough at night');
    element.value = 'Cough';
    typed.handOver();
    expect(element.value).toBe('Cough at night');
    expect(inputs.at(-1)).toBe('Cough at night');
  });

  it('leaves a field the visitor did not change alone', () => {
    const { inputs } = field('<input value="asthma">');
    noteTypedValues().handOver();
    expect(inputs).toEqual([]);
  });

  it('waits for a word being composed (an IME) to be done before handing it over', () => {
    const { element, inputs } = field('<input value="">');
    const typed = noteTypedValues();
    element.dispatchEvent(new Event('compositionstart', { bubbles: true }));
    type(element, 'ni');
    inputs.length = 0;
    typed.handOver();
    expect(inputs).toEqual([]);
    element.value = '你';
    element.dispatchEvent(new Event('compositionend', { bubbles: true }));
    expect(inputs).toEqual(['你']);
  });
});

describe('noteTypedValues with a page region that hydrates later', () => {
  it('hands over the fields outside it first, and its own only when it is named', () => {
    document.body.innerHTML =
      '<input id="popup" value=""><main><input id="search" value=""></main>';
    const popup = document.querySelector<HTMLInputElement>('#popup')!;
    const search = document.querySelector<HTMLInputElement>('#search')!;
    const region = document.querySelector('main')!;
    const handed: string[] = [];
    for (const field of [popup, search])
      field.addEventListener('input', () => handed.push(`${field.id}: ${field.value}`));
    const typed = noteTypedValues();
    type(popup, 'Asha');
    type(search, 'asthma');
    handed.length = 0;

    typed.handOver({ except: region });
    expect(handed).toEqual(['popup: Asha']);
    // Still noted while the region waits: hydration may put the field back to its own text.
    type(search, 'asthma in children');
    search.value = '';
    handed.length = 0;
    typed.handOver({ within: region });
    expect(handed).toEqual(['search: asthma in children']);
  });
});
