import type { EnquiryRecord } from '@clinic/contracts/entities/form-submission';
import { enquiriesApi } from '../features/forms-manager/enquiries-api';
import { createListMirrorSlice } from './list-mirror-slice';

/** Product §4 "Form": the enquiries as the inbox last read them, with the marks and deletions the server took. */
export const formsSlice = createListMirrorSlice<'form', 'forms', EnquiryRecord>({
  name: 'form',
  key: 'forms',
  read: enquiriesApi.endpoints.getEnquiries,
  saved: [enquiriesApi.endpoints.updateEnquiry],
  removed: [enquiriesApi.endpoints.deleteEnquiry],
});
