import type { Blog } from '@clinic/contracts/entities/blog';

interface StatusBadgeProps {
  blog: Blog;
  busy: boolean;
  onToggle: () => void;
}

/**
 * Product §4: the badge shows the status (published green, draft yellow) and a click flips it. Its
 * name starts with what it shows and says what a click will do.
 */
export function StatusBadge({ blog, busy, onToggle }: StatusBadgeProps) {
  const published = blog.status === 'published';
  const label = published ? 'Published' : 'Draft';
  const action = published ? `change “${blog.title}” to draft` : `publish “${blog.title}”`;
  return (
    <button
      type="button"
      className={`bm-badge bm-badge--${blog.status}`}
      aria-label={`${label}: ${action}`}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onToggle();
      }}
    >
      {label}
    </button>
  );
}
