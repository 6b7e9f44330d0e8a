/**
 * The chrome's icons: hand-drawn 24×24 line glyphs in the current text colour. Always
 * decorative (`aria-hidden`): the link or button around an icon carries the accessible name.
 */
const glyphs = {
  phone:
    'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  mapPin:
    'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5',
  hospital: 'M4 21V5h16v16M2 21h20M12 8v6M9 11h6M10 21v-3h4v3',
  youtube:
    'M3 8.5A3.5 3.5 0 0 1 6.5 5h11A3.5 3.5 0 0 1 21 8.5v7a3.5 3.5 0 0 1-3.5 3.5h-11A3.5 3.5 0 0 1 3 15.5zM10 9v6l5-3z',
  facebook:
    'M14 21v-8h3l.5-3.5H14V7.5c0-1 .4-1.5 1.5-1.5H18V3h-3c-3 0-4.5 1.7-4.5 4.5v2H8V13h2.5v8',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8M17.5 6.5h.01',
  calendar: 'M4 6h16v15H4zM4 10h16M8 3v5M16 3v5M9 15l2 2 4-4',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  chevronDown: 'M6 9l6 6 6-6',
  whatsapp:
    'M4 20l1.3-4A8.5 8.5 0 1 1 8.5 19zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.7-2-1-1 1a5 5 0 0 1-2.8-2.8l1-1-1-2z',
} as const;

export type IconName = keyof typeof glyphs;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={glyphs[name]} />
    </svg>
  );
}
