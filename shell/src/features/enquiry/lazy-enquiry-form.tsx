import { useEffect, useState } from 'react';
import type { EnquiryForm as EnquiryFormComponent } from '@clinic/browser-kit/components/enquiry-form';

/**
 * The enquiry form and its validation (zod) in a chunk of their own: no page needs them for its
 * first paint, and they would add to every page's first load. `loadEnquiryFormEarly` starts the
 * download when the visitor first scrolls past the threshold, seven seconds before the popup
 * shows, so the form is in hand by then.
 *
 * Not `React.lazy`: Suspense delays showing resolved content with a timer, and a form already in
 * hand should render at once, in the same frame as the dialog.
 */
let loaded: typeof EnquiryFormComponent | undefined;
let loading: Promise<typeof EnquiryFormComponent> | undefined;

function loadEnquiryForm(): Promise<typeof EnquiryFormComponent> {
  loading ??= import('@clinic/browser-kit/components/enquiry-form').then(
    (module) => (loaded = module.EnquiryForm),
    (error: unknown) => {
      // Forget the failure, so the next attempt downloads again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function loadEnquiryFormEarly(): void {
  // A failure here is shown, with a way to retry, if the popup opens.
  loadEnquiryForm().catch(() => undefined);
}

type FormState =
  { kind: 'ready'; Form: typeof EnquiryFormComponent } | { kind: 'loading' } | { kind: 'failed' };

export function LazyEnquiryForm({ onSent }: { onSent: () => void }) {
  const [state, setState] = useState<FormState>(() =>
    loaded ? { kind: 'ready', Form: loaded } : { kind: 'loading' },
  );

  useEffect(() => {
    if (state.kind !== 'loading') return;
    let live = true;
    loadEnquiryForm().then(
      (Form) => live && setState({ kind: 'ready', Form }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [state.kind]);

  if (state.kind === 'ready') return <state.Form onSent={onSent} />;
  if (state.kind === 'loading') return <p role="status">Loading the form...</p>;
  return (
    <div role="alert">
      <p>The form could not be loaded. Please check your connection.</p>
      <button type="button" onClick={() => setState({ kind: 'loading' })}>
        Try again
      </button>
    </div>
  );
}
