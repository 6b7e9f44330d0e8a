import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockViewport } from '../../testing/mock-viewport';
import { Carousel } from './carousel';
import type { PerPage } from './use-per-page';

const cards = Array.from({ length: 14 }, (_, i) => `Card ${i + 1}`);

function renderCarousel(perPage: PerPage, { wrap = true, items = cards } = {}) {
  render(
    <Carousel
      label="Treatments"
      items={items}
      getKey={(card) => card}
      renderItem={(card) => <p>{card}</p>}
      perPage={perPage}
      wrap={wrap}
      controls={{ previous: 'Previous treatments', next: 'Next treatments' }}
    />,
  );
}

/** The cards on the current page: the slides not made inert. */
const visibleCards = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => slide.textContent);

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next treatments' }));
const previous = () => userEvent.click(screen.getByRole('button', { name: 'Previous treatments' }));

const treatments: PerPage = { base: 1, md: 2, lg: 3 };

describe('Carousel paging', () => {
  beforeEach(() => mockViewport({ width: 375, reducedMotion: false }));

  it.each([
    [375, ['Card 1'], ['Card 2'], 'Showing 2 of 14'],
    [800, ['Card 1', 'Card 2'], ['Card 3', 'Card 4'], 'Showing 3 to 4 of 14'],
    [1280, ['Card 1', 'Card 2', 'Card 3'], ['Card 4', 'Card 5', 'Card 6'], 'Showing 4 to 6 of 14'],
  ])('at %i px shows a page of cards and moves by a page', async (width, first, second, said) => {
    mockViewport({ width });
    renderCarousel(treatments);
    expect(visibleCards()).toEqual(first);
    await next();
    expect(visibleCards()).toEqual(second);
    expect(screen.getByText(said)).toBeInTheDocument();
  });

  it('wraps past the last page to the first and back', async () => {
    mockViewport({ width: 1280 });
    renderCarousel(treatments);
    await previous();
    // 14 cards, 3 a page: the last page holds cards 13 and 14.
    expect(visibleCards()).toEqual(['Card 13', 'Card 14']);
    await next();
    expect(visibleCards()).toEqual(['Card 1', 'Card 2', 'Card 3']);
  });

  it('the procedure carousel shows 3 from 1024 px and 1 below, also at 800 px', () => {
    mockViewport({ width: 800 });
    renderCarousel({ base: 1, lg: 3 }, { items: cards.slice(0, 11) });
    expect(visibleCards()).toEqual(['Card 1']);
    act(() => mockViewport({ width: 1024 }));
    expect(visibleCards()).toEqual(['Card 1', 'Card 2', 'Card 3']);
  });

  it('without wrap, stops at both ends', async () => {
    renderCarousel({ base: 2 }, { wrap: false, items: cards.slice(0, 5) });
    expect(screen.getByRole('button', { name: 'Previous treatments' })).toBeDisabled();
    await next();
    await next();
    expect(visibleCards()).toEqual(['Card 5']);
    expect(screen.getByRole('button', { name: 'Next treatments' })).toBeDisabled();
  });

  it('shows no arrows when every card fits on one page (Our Vision)', () => {
    renderCarousel({ base: 2 }, { wrap: false, items: cards.slice(0, 2) });
    expect(visibleCards()).toEqual(['Card 1', 'Card 2']);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('Carousel swipe', () => {
  beforeEach(() => mockViewport({ width: 375, reducedMotion: false }));

  const swipe = (from: number, to: number) => {
    const viewport = screen.getByText('Card 1').closest('.carousel__viewport')!;
    fireEvent.pointerDown(viewport, { clientX: from });
    fireEvent.pointerUp(viewport, { clientX: to });
  };

  it('needs more than 10 px: left is next, right is previous', () => {
    renderCarousel(treatments);
    swipe(200, 190);
    expect(visibleCards()).toEqual(['Card 1']);
    swipe(200, 189);
    expect(visibleCards()).toEqual(['Card 2']);
    swipe(100, 111);
    expect(visibleCards()).toEqual(['Card 1']);
    swipe(100, 110);
    expect(visibleCards()).toEqual(['Card 1']);
  });

  it('a swipe does not also click what it started on', () => {
    renderCarousel(treatments);
    const viewport = screen.getByText('Card 1').closest('.carousel__viewport')!;
    fireEvent.pointerDown(viewport, { clientX: 200 });
    fireEvent.pointerUp(viewport, { clientX: 100 });
    expect(fireEvent.click(screen.getByText('Card 2'))).toBe(false);
    expect(fireEvent.click(screen.getByText('Card 2'))).toBe(true);
  });
});
