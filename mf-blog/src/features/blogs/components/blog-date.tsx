import { formatClinicDate } from '@clinic/contracts/dates/clinic-calendar';

/** When a blog was published, in the clinic's time zone (the same text on server and client). */
export function BlogDate({ createdAt, className }: { createdAt: string; className: string }) {
  const text = formatClinicDate(createdAt);
  if (!text) return null;
  return (
    <p className={className}>
      <time dateTime={createdAt}>{text}</time>
    </p>
  );
}
