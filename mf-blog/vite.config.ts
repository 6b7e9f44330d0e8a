import { defineRemoteConfig } from '@clinic/shared/federation/vite-config';
import { blogPages } from './src/page-manifest';

export default defineRemoteConfig('mf_blog', blogPages);
