import type { Blog } from '@clinic/contracts/entities/blog';
import type { BlogSnapshot } from '@clinic/contracts/entities/blog-revision';

export interface BlogChange {
  field: string;
  then: string;
  now: string;
}

type Text = Pick<Blog, 'title' | 'subTitle' | 'description' | 'content'>;

/** The fields of a blog as people name them, each as one text, in reading order. */
function fields(blog: Text): [string, string][] {
  return [
    ['Title', blog.title],
    ['Subtitle', blog.subTitle],
    ['Description', blog.description ?? ''],
    ...blog.content.flatMap((section, index): [string, string][] => [
      [`Section ${index + 1} title`, section.sectionTitle],
      [`Section ${index + 1} paragraph`, section.paragraph],
      [`Section ${index + 1} bullet points`, section.bulletPoints.join('\n')],
    ]),
  ];
}

/** What differs between an earlier version and the blog now, field by field. */
export function blogChanges(then: BlogSnapshot, now: Text): BlogChange[] {
  const before = new Map(fields(then));
  const after = new Map(fields(now));
  const names = [...new Set([...before.keys(), ...after.keys()])];
  return names
    .map((field) => ({ field, then: before.get(field) ?? '', now: after.get(field) ?? '' }))
    .filter((change) => change.then !== change.now);
}
