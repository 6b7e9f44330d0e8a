import type { PageProps } from '@clinic/contracts/federation/remote-contract';
import { FormsManager } from '../forms-manager/forms-manager';

export default function FormsPage({ page }: PageProps) {
  return <FormsManager title={page.title} />;
}
