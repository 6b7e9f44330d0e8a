import type { SocialLink } from '@clinic/contracts/entities/link';
import { linksApi } from '../features/links-manager/links-api';
import { createListMirrorSlice } from './list-mirror-slice';

/** Product §4 "Links": the list as the staff API last read it, an added link first, a deleted one gone. */
export const linksSlice = createListMirrorSlice<'links', 'links', SocialLink>({
  name: 'links',
  key: 'links',
  read: linksApi.endpoints.getLinks,
  saved: [linksApi.endpoints.addLink],
  removed: [linksApi.endpoints.deleteLink],
});
