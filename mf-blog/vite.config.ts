import { defineRemoteConfig } from '@clinic/build-tools/vite-config';
import { blogPages } from './src/page-manifest';

export default defineRemoteConfig('mf_blog', blogPages);
