import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useHydrated } from '@clinic/browser-kit/hooks/use-hydrated';
import { useReducedMotion } from '../media-query/use-media-query';
import { usePerPage, type PerPage } from './use-per-page';
import { useSwipe } from './use-swipe';
import './carousel.scss';

interface Props<T> {
  /** The carousel's accessible name (its region's label). */
  label: string;
  items: readonly T[];
  getKey(item: T): string;
  renderItem(item: T, index: number): ReactNode;
  /** Cards per page at each width; the server renders the `base` page. */
  perPage: PerPage;
  /** Past the last page to the first and back (product §2); Our Vision does not wrap. */
  wrap?: boolean;
  /** Names of the arrow buttons, e.g. "Next procedures". */
  controls?: { previous: string; next: string };
  /** A dot per page. */
  dots?: boolean;
  /** Moves to the next page every so many ms until paused; never under reduced motion. */
  autoAdvanceMs?: number;
  className?: string;
}

interface ArrowProps {
  label: string;
  disabled: boolean;
  onClick(): void;
  children: string;
}

const Arrow = ({ label, disabled, onClick, children }: ArrowProps) => (
  <button
    type="button"
    className="carousel__arrow"
    aria-label={label}
    disabled={disabled}
    onClick={onClick}
  >
    <span aria-hidden="true">{children}</span>
  </button>
);

const showing = (first: number, last: number, total: number) =>
  last - first > 1
    ? `Showing ${first + 1} to ${last} of ${total}`
    : `Showing ${first + 1} of ${total}`;

/**
 * The site's one carousel: moves by a page of as many cards as the width shows, wraps around,
 * swipes, and may advance by itself. Widths come from CSS (`--carousel-per-page` per breakpoint),
 * so the server's HTML is already laid out for any screen; the script only learns the count to
 * page by it.
 */
export function Carousel<T>({
  label,
  items,
  getKey,
  renderItem,
  perPage,
  wrap = true,
  controls = { previous: 'Previous', next: 'Next' },
  dots = false,
  autoAdvanceMs,
  className = '',
}: Props<T>) {
  const shown = usePerPage(perPage);
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const [page, setPage] = useState(0);
  // Counts a visitor's moves: the first one turns on announcements, each one restarts the timer.
  const [moves, setMoves] = useState(0);
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);

  const pageCount = Math.max(1, Math.ceil(items.length / shown));
  const current = Math.min(page, pageCount - 1);
  const first = current * shown;
  const last = Math.min(first + shown, items.length);
  const atStart = current === 0;
  const atEnd = current === pageCount - 1;
  const autoAdvances = autoAdvanceMs !== undefined && pageCount > 1;
  const playing = autoAdvances && (playChoice ?? !reducedMotion);

  const goTo = (target: number) => {
    setPage(target);
    setMoves((count) => count + 1);
  };
  const next = () => {
    if (!atEnd) goTo(current + 1);
    else if (wrap) goTo(0);
  };
  const previous = () => {
    if (!atStart) goTo(current - 1);
    else if (wrap) goTo(pageCount - 1);
  };
  const swipe = useSwipe({ onNext: next, onPrevious: previous });

  useEffect(() => {
    if (!playing) return;
    // Re-armed on every page change and every move, so a visitor gets the full interval.
    const timer = setTimeout(() => setPage((p) => (p + 1) % pageCount), autoAdvanceMs);
    return () => clearTimeout(timer);
  }, [playing, current, moves, pageCount, autoAdvanceMs]);

  const modifiers = [
    `carousel--base-${perPage.base}`,
    perPage.md ? `carousel--md-${perPage.md}` : '',
    perPage.lg ? `carousel--lg-${perPage.lg}` : '',
  ];
  const trackStyle = { '--carousel-first': first } as CSSProperties;

  return (
    <section
      className={['carousel', ...modifiers, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className="carousel__viewport" {...swipe}>
        <div className="carousel__track" style={trackStyle}>
          {items.map((item, index) => {
            const visible = index >= first && index < last;
            return (
              <div
                key={getKey(item)}
                className="carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${items.length}`}
                // Cards off the page are out of reach of Tab and screen readers. Only once the
                // script runs: before, CSS may show more cards than the server's first page.
                inert={hydrated && !visible}
              >
                {renderItem(item, index)}
              </div>
            );
          })}
        </div>
      </div>
      {pageCount > 1 && (
        <div className="carousel__controls">
          <Arrow label={controls.previous} disabled={!wrap && atStart} onClick={previous}>
            ‹
          </Arrow>
          {dots && (
            <div className="carousel__dots">
              {Array.from({ length: pageCount }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  className="carousel__dot"
                  aria-label={`Show slide ${index + 1}`}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => goTo(index)}
                />
              ))}
            </div>
          )}
          {autoAdvances && (
            <button
              type="button"
              className="carousel__play"
              aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
              onClick={() => setPlayChoice(!playing)}
            >
              <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
            </button>
          )}
          <Arrow label={controls.next} disabled={!wrap && atEnd} onClick={next}>
            ›
          </Arrow>
        </div>
      )}
      {/* Said after a visitor's own move only, not on load nor on each automatic advance. */}
      <p className="carousel__status" aria-live="polite">
        {moves > 0 ? showing(first, last, items.length) : ''}
      </p>
    </section>
  );
}
