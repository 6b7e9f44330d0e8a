import type { PageProps } from '@clinic/contracts/federation/remote-contract';
import { BlogsManager } from '../blogs-manager/blogs-manager';

export default function BlogsPage({ page }: PageProps) {
  return <BlogsManager title={page.title} />;
}
