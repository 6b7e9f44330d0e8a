import type { Blog, BlogImage, BlogSection, BlogStatus } from '@clinic/contracts/entities/blog';
import { BLOG_IMAGE, blogSchema } from '@clinic/contracts/schemas/blog';

/** Rows of the form carry a key of their own, so removing one never shifts another's input. */
export interface BulletDraft {
  key: number;
  text: string;
}

export interface SectionDraft {
  key: number;
  sectionTitle: string;
  paragraph: string;
  bulletPoints: BulletDraft[];
}

/** A newly chosen image, with the data URL its preview shows. */
export interface ChosenImage {
  file: File;
  previewUrl: string;
}

export interface BlogFormState {
  title: string;
  subTitle: string;
  status: BlogStatus;
  sections: SectionDraft[];
  /** The blog's image as saved, while the form keeps it. */
  keptImage: BlogImage | null;
  chosenImage: ChosenImage | null;
  /** Whether the blog being edited had an image when the form opened. */
  hadImage: boolean;
  nextKey: number;
}

export type BlogFormAction =
  | { type: 'field'; field: 'title' | 'subTitle'; value: string }
  | { type: 'status'; value: BlogStatus }
  | { type: 'sectionField'; key: number; field: 'sectionTitle' | 'paragraph'; value: string }
  | { type: 'addSection' }
  | { type: 'removeSection'; key: number }
  | { type: 'bullet'; sectionKey: number; key: number; value: string }
  | { type: 'addBullet'; sectionKey: number }
  | { type: 'removeBullet'; sectionKey: number; key: number }
  | { type: 'chooseImage'; image: ChosenImage }
  | { type: 'removeImage' };

/** Builds the state from a blog (edit) or from nothing (add: a draft with one empty section). */
export function initialBlogForm(blog?: Blog): BlogFormState {
  let nextKey = 0;
  const key = () => nextKey++;
  const sections: SectionDraft[] = (blog?.content.length ? blog.content : [undefined]).map(
    (section) => ({
      key: key(),
      sectionTitle: section?.sectionTitle ?? '',
      paragraph: section?.paragraph ?? '',
      bulletPoints: (section?.bulletPoints.length ? section.bulletPoints : ['']).map((text) => ({
        key: key(),
        text,
      })),
    }),
  );
  return {
    title: blog?.title ?? '',
    subTitle: blog?.subTitle ?? '',
    status: blog?.status ?? 'draft',
    sections,
    keptImage: blog?.image ?? null,
    chosenImage: null,
    hadImage: Boolean(blog?.image),
    nextKey,
  };
}

const mapSection = (
  state: BlogFormState,
  key: number,
  change: (section: SectionDraft) => SectionDraft,
): SectionDraft[] =>
  state.sections.map((section) => (section.key === key ? change(section) : section));

/** Product §2: a section, like a bullet, can be removed only while more than one exists. */
export function blogFormReducer(state: BlogFormState, action: BlogFormAction): BlogFormState {
  switch (action.type) {
    case 'field':
      return { ...state, [action.field]: action.value };
    case 'status':
      return { ...state, status: action.value };
    case 'sectionField':
      return {
        ...state,
        sections: mapSection(state, action.key, (section) => ({
          ...section,
          [action.field]: action.value,
        })),
      };
    case 'addSection':
      return {
        ...state,
        sections: [
          ...state.sections,
          {
            key: state.nextKey,
            sectionTitle: '',
            paragraph: '',
            bulletPoints: [{ key: state.nextKey + 1, text: '' }],
          },
        ],
        nextKey: state.nextKey + 2,
      };
    case 'removeSection':
      if (state.sections.length <= 1) return state;
      return { ...state, sections: state.sections.filter((section) => section.key !== action.key) };
    case 'bullet':
      return {
        ...state,
        sections: mapSection(state, action.sectionKey, (section) => ({
          ...section,
          bulletPoints: section.bulletPoints.map((bullet) =>
            bullet.key === action.key ? { ...bullet, text: action.value } : bullet,
          ),
        })),
      };
    case 'addBullet':
      return {
        ...state,
        sections: mapSection(state, action.sectionKey, (section) => ({
          ...section,
          bulletPoints: [...section.bulletPoints, { key: state.nextKey, text: '' }],
        })),
        nextKey: state.nextKey + 1,
      };
    case 'removeBullet':
      return {
        ...state,
        sections: mapSection(state, action.sectionKey, (section) =>
          section.bulletPoints.length <= 1
            ? section
            : {
                ...section,
                bulletPoints: section.bulletPoints.filter((bullet) => bullet.key !== action.key),
              },
        ),
      };
    case 'chooseImage':
      return { ...state, chosenImage: action.image };
    case 'removeImage':
      return { ...state, chosenImage: null, keptImage: null };
  }
}

/** The sections as the API takes them: blank bullets and wholly blank sections left out. */
export function sectionsOf(state: BlogFormState): BlogSection[] {
  return state.sections
    .map((section) => ({
      sectionTitle: section.sectionTitle.trim(),
      paragraph: section.paragraph.trim(),
      bulletPoints: section.bulletPoints.map((b) => b.text.trim()).filter((text) => text !== ''),
    }))
    .filter((s) => s.sectionTitle !== '' || s.paragraph !== '' || s.bulletPoints.length > 0);
}

/** What the user would lose by closing: everything typed or chosen, not the row keys. */
export function blogFormSnapshot(state: BlogFormState): string {
  return JSON.stringify([
    state.title,
    state.subTitle,
    state.status,
    sectionsOf(state),
    state.keptImage?.url ?? null,
    state.chosenImage?.previewUrl ?? null,
  ]);
}

export type BlogFormErrors = Partial<Record<'title' | 'subTitle', string>>;

/** Product §5 through the shared schema, so the form says exactly what the server would. */
export function validateBlogForm(state: BlogFormState): BlogFormErrors {
  const result = blogSchema.pick({ title: true, subTitle: true }).safeParse(state);
  const errors: BlogFormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'title' || field === 'subTitle') && !errors[field])
      errors[field] = issue.message;
  }
  return errors;
}

/** Product §7's multipart body; `removeImage` tells the server to drop an image the user removed. */
export function blogFormData(state: BlogFormState): FormData {
  const body = new FormData();
  body.set('title', state.title.trim());
  body.set('subTitle', state.subTitle.trim());
  body.set('status', state.status);
  body.set('content', JSON.stringify(sectionsOf(state)));
  if (state.chosenImage) body.set(BLOG_IMAGE.field, state.chosenImage.file);
  else if (state.hadImage && !state.keptImage) body.set('removeImage', 'true');
  return body;
}

const ACCEPTED_TYPES: readonly string[] = BLOG_IMAGE.accept.split(',');

export const IMAGE_TYPE_ERROR = 'Please choose an image file: JPEG, PNG or WebP.';

/** product §10: JPEG, PNG and WebP only (the server checks the bytes too). */
export const isAcceptedImage = (file: File): boolean => ACCEPTED_TYPES.includes(file.type);
