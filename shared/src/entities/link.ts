/** The six link categories of spec §3, with the labels staff see. */
export const linkCategories = {
  homestories: 'Home Page Our Patient Stories',
  homeyoutube: 'Home Page Trending YouTube',
  homeinsta: 'Home Page Instagram Highlights',
  mediayoutube: 'Media Page YouTube Links',
  mediayoutubelatest: 'Media Page YouTube latest video Link',
  mediainsta: 'Media Page Instagram Links',
} as const;

export type LinkCategory = keyof typeof linkCategories;

export interface SocialLink {
  _id: string;
  category: LinkCategory;
  url: string;
  createdAt: string;
}
