import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { YouTubeVideo } from './youtube-video';
import { youTubeVideoId } from './youtube-video-id';

describe('youTubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/@somechannel', null],
    ['https://www.youtube.com/watch?v=short', null],
    ['https://example.com/watch?v=dQw4w9WgXcQ', null],
    ['not a url', null],
  ])('%s → %s', (url, id) => expect(youTubeVideoId(url)).toBe(id));
});

describe('YouTubeVideo', () => {
  it('shows a local thumbnail and loads the nocookie player only when clicked', async () => {
    const { container } = render(
      <YouTubeVideo url="https://youtu.be/dQw4w9WgXcQ" title="Patient story 1" />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).not.toMatch(/youtube|ytimg/);
    await userEvent.click(screen.getByRole('button', { name: 'Play Patient story 1' }));
    expect(screen.getByTitle('Patient story 1')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
  });

  it('a link that is not a video stays a link', () => {
    render(<YouTubeVideo url="https://www.youtube.com/@clinic" title="Trending video 1" />);
    expect(screen.getByRole('link', { name: /Trending video 1/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
