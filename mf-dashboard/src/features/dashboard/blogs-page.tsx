import type { PageProps } from '@clinic/shared/federation/remote-contract';
import { RequireStaff } from '../auth/require-staff';
import { BlogsManager } from '../blogs-manager/blogs-manager';

export default function BlogsPage({ page }: PageProps) {
  return (
    <RequireStaff>
      <BlogsManager title={page.title} />
    </RequireStaff>
  );
}
