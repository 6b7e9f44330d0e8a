import { z } from 'zod';
import { clinicDateTimeInput, fromClinicDateTimeInput } from '@clinic/contracts/dates/clinic-time';
import {
  blogImageEntitySchema,
  type Blog,
  type BlogSection,
} from '@clinic/contracts/entities/blog';
import {
  ALT_TEXT_REQUIRED,
  BLOG_IMAGE,
  blogSchema,
  blogStatusSchema,
  missingAltText,
} from '@clinic/contracts/schemas/blog';

/** A newly chosen image, with the data URL its preview shows. */
export interface ChosenImage {
  file: File;
  previewUrl: string;
}

/**
 * The blog editor's values (react-hook-form), checked with the API's own rules for title and
 * subtitle (product §5), so the form says exactly what the server would. A bullet is an object
 * because field arrays key their rows by object, so removing one row never shifts another's input.
 */
export const blogFormSchema = z
  .object({
    title: blogSchema.shape.title,
    subTitle: blogSchema.shape.subTitle,
    description: blogSchema.shape.description.unwrap(),
    status: blogStatusSchema,
    sections: z.array(
      z.object({
        sectionTitle: z.string(),
        paragraph: z.string(),
        bulletPoints: z.array(z.object({ text: z.string() })),
      }),
    ),
    /** The blog's image as saved, while the form keeps it. */
    keptImage: blogImageEntitySchema.nullable(),
    chosenImage: z.custom<ChosenImage>().nullable(),
    /** What the image shows: required to publish a blog with an image (the API says so too). */
    imageAlt: blogSchema.shape.imageAlt.unwrap(),
    /** A draft's publishing minute on the clinic's clock (`datetime-local`); empty: none. */
    publishAt: z.string(),
  })
  .superRefine((values, context) => {
    const image = values.chosenImage ?? values.keptImage;
    // A scheduled draft goes public on its own: it needs its alt text now.
    const goesPublic = values.status === 'draft' && values.publishAt ? 'published' : values.status;
    if (missingAltText(goesPublic, image && { alt: values.imageAlt })) {
      context.addIssue({ code: 'custom', path: ['imageAlt'], message: ALT_TEXT_REQUIRED });
    }
  });

export type BlogFormValues = z.input<typeof blogFormSchema>;

export const emptySection = (): BlogFormValues['sections'][number] => ({
  sectionTitle: '',
  paragraph: '',
  bulletPoints: [{ text: '' }],
});

/** The values of a blog (edit) or of nothing (add: a draft with one empty section). */
export function blogFormValues(blog?: Blog): BlogFormValues {
  return {
    title: blog?.title ?? '',
    subTitle: blog?.subTitle ?? '',
    description: blog?.description ?? '',
    imageAlt: blog?.image?.alt ?? '',
    publishAt: blog?.publishAt ? clinicDateTimeInput(blog.publishAt) : '',
    status: blog?.status ?? 'draft',
    sections: blog?.content.length
      ? blog.content.map((section) => ({
          sectionTitle: section.sectionTitle,
          paragraph: section.paragraph,
          bulletPoints: (section.bulletPoints.length ? section.bulletPoints : ['']).map((text) => ({
            text,
          })),
        }))
      : [emptySection()],
    keptImage: blog?.image ?? null,
    chosenImage: null,
  };
}

/** The sections as the API takes them: blank bullets and wholly blank sections left out. */
export function sectionsOf(values: BlogFormValues): BlogSection[] {
  return values.sections
    .map((section) => ({
      sectionTitle: section.sectionTitle.trim(),
      paragraph: section.paragraph.trim(),
      bulletPoints: section.bulletPoints.map((b) => b.text.trim()).filter((text) => text !== ''),
    }))
    .filter((s) => s.sectionTitle !== '' || s.paragraph !== '' || s.bulletPoints.length > 0);
}

/** What the user would lose by closing: everything typed or chosen, not blank rows. */
export function blogFormSnapshot(values: BlogFormValues): string {
  return JSON.stringify([
    values.title,
    values.subTitle,
    values.description,
    values.imageAlt,
    values.publishAt,
    values.status,
    sectionsOf(values),
    values.keptImage?.url ?? null,
    values.chosenImage?.previewUrl ?? null,
  ]);
}

/**
 * Product §7's multipart body; `removeImage` tells the server to drop an image the user removed
 * (`hadImage`: the blog being edited had one when the form opened).
 */
export function blogFormData(values: BlogFormValues, hadImage: boolean): FormData {
  const body = new FormData();
  body.set('title', values.title.trim());
  body.set('subTitle', values.subTitle.trim());
  body.set('status', values.status);
  body.set('content', JSON.stringify(sectionsOf(values)));
  body.set('description', values.description.trim());
  body.set('imageAlt', values.imageAlt.trim());
  // Empty cancels a schedule; a published blog has none.
  const publishAt = values.status === 'draft' ? fromClinicDateTimeInput(values.publishAt) : '';
  body.set('publishAt', publishAt);
  if (values.chosenImage) body.set(BLOG_IMAGE.field, values.chosenImage.file);
  else if (hadImage && !values.keptImage) body.set('removeImage', 'true');
  return body;
}

const ACCEPTED_TYPES: readonly string[] = BLOG_IMAGE.accept.split(',');

export const IMAGE_TYPE_ERROR = 'Please choose an image file: JPEG, PNG or WebP.';

/** product §10: JPEG, PNG and WebP only (the server checks the bytes too). */
export const isAcceptedImage = (file: File): boolean => ACCEPTED_TYPES.includes(file.type);
