export type BlogStatus = 'draft' | 'published';

export interface BlogSection {
  sectionTitle: string;
  paragraph: string;
  bulletPoints: string[];
}

export interface BlogImage {
  url: string;
  width?: number;
  height?: number;
  srcset?: { url: string; width: number }[];
}

export interface Blog {
  _id: string;
  title: string;
  subTitle: string;
  status: BlogStatus;
  image: BlogImage | null;
  content: BlogSection[];
  createdAt: string;
}
