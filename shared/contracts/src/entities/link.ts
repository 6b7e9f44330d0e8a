import { z } from 'zod';

/** The six link categories of product §3, with the labels staff see. */
export const linkCategories = {
  homestories: 'Home Page Our Patient Stories',
  homeyoutube: 'Home Page Trending YouTube',
  homeinsta: 'Home Page Instagram Highlights',
  mediayoutube: 'Media Page YouTube Links',
  mediayoutubelatest: 'Media Page YouTube latest video Link',
  mediainsta: 'Media Page Instagram Links',
} as const;

export type LinkCategory = keyof typeof linkCategories;

/** A managed link as the API answers it: the type and the API's answer schema. */
export const socialLinkEntitySchema = z.object({
  _id: z.string(),
  category: z.enum(Object.keys(linkCategories) as [LinkCategory, ...LinkCategory[]]),
  url: z.string(),
  createdAt: z.string(),
});

export type SocialLink = z.output<typeof socialLinkEntitySchema>;
