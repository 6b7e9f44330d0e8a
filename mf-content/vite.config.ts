import { defineRemoteConfig } from '@clinic/shared/federation/vite-config';
import { contentPages } from './src/page-manifest';

export default defineRemoteConfig('mf_content', contentPages);
