import { useEffect, useRef } from 'react';
import { whenIdle } from '@clinic/browser-kit/async/when-idle';
import { NewTabLink } from '@clinic/browser-kit/components/new-tab-link';

/** Product §4 and §9: every 1000 ms the page looks for the widget's links and disables them. */
export const REVIEWS_POLL_MS = 1000;
const SCRIPT_MARK = 'data-reviews-widget-script';

interface Props {
  /** The widget's script (clinic config); empty shows `reviewsPageUrl` as a link instead. */
  scriptUrl: string;
  /** The class the widget's script looks for, if its vendor needs one. */
  elementClass: string;
  /** The clinic's own reviews page; empty (as shipped): a line saying reviews are to come. */
  reviewsPageUrl: string;
}

/** The widget's script goes in once per page, however often the section mounts. */
function addScriptOnce(src: string) {
  if (document.querySelector(`script[${SCRIPT_MARK}]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.setAttribute(SCRIPT_MARK, '');
  document.body.append(script);
}

const preventDefault = (event: Event) => event.preventDefault();

/** The widget's links stay text: a visitor reading reviews is not sent off the site. */
function disableLinks(container: HTMLElement | null) {
  for (const link of container?.querySelectorAll('a:not([aria-disabled])') ?? []) {
    link.addEventListener('click', preventDefault);
    link.setAttribute('aria-disabled', 'true');
    link.setAttribute('tabindex', '-1');
  }
}

/**
 * The third-party reviews widget (product §10), loaded only after the page is interactive and idle,
 * so it never competes with the page's own code and content.
 */
export function ReviewsWidget({ scriptUrl, elementClass, reviewsPageUrl }: Props) {
  const mount = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!scriptUrl) return;
    let poll: number | undefined;
    const cancel = whenIdle(() => {
      addScriptOnce(scriptUrl);
      poll = window.setInterval(() => disableLinks(mount.current), REVIEWS_POLL_MS);
    });
    return () => {
      cancel();
      window.clearInterval(poll);
    };
  }, [scriptUrl]);

  if (!scriptUrl) {
    // No widget: the clinic's own reviews page, or, until the clinic gives one, a plain line. A
    // sample link (a map search) could show another clinic's reviews as this one's.
    return (
      <p className="reviews-widget__fallback">
        {reviewsPageUrl ? (
          <NewTabLink className="button button--primary" href={reviewsPageUrl}>
            Read our patients&apos; reviews
          </NewTabLink>
        ) : (
          'Reviews from our patients will be shown here soon.'
        )}
      </p>
    );
  }
  return (
    <div
      ref={mount}
      className={['reviews-widget', elementClass].filter(Boolean).join(' ')}
      data-reviews-widget=""
    />
  );
}
