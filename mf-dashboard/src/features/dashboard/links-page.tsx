import type { PageProps } from '@clinic/contracts/federation/remote-contract';
import { LinksManager } from '../links-manager/links-manager';

export default function LinksPage({ page }: PageProps) {
  return <LinksManager title={page.title} />;
}
