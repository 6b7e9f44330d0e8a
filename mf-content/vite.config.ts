import { defineRemoteConfig } from '@clinic/build-tools/vite-config';
import { contentPages, medicalPageText } from './src/page-manifest';

export default defineRemoteConfig('mf_content', contentPages, { pageText: medicalPageText });
