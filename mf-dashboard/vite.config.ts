import { defineRemoteConfig } from '@clinic/build-tools/vite-config';
import { dashboardPages } from './src/page-manifest';

export default defineRemoteConfig('mf_dashboard', dashboardPages);
