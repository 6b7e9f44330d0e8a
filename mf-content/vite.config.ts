import { defineRemoteConfig } from '@clinic/build-tools/vite-config';
import { contentPages } from './src/page-manifest';

export default defineRemoteConfig('mf_content', contentPages);
