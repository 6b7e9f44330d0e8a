import type { Urgency } from '../features/medical/danger-signs';

/** How `when-to-get-help.tsx` marks each level of "When to get help". */
const levelOf: Record<Urgency, string> = {
  emergency: '.help-level--emergency',
  sameDay: '.help-level--same-day',
  routine: '.help-level--routine',
};

export const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** The signs a rendered page shows at one level, as the patient reads them. */
export const items = (doc: Document, urgency: Urgency): string[] =>
  [...doc.querySelectorAll(`${levelOf[urgency]} li`)].map((li) => li.textContent!);

/** The "Sources" section of a rendered page, as text. */
export const sourcesText = (doc: Document): string =>
  doc.querySelector('.medical-article__sources')!.textContent!;
