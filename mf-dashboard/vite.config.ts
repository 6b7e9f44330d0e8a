import { defineRemoteConfig } from '@clinic/shared/federation/vite-config';
import { dashboardPages } from './src/page-manifest';

export default defineRemoteConfig('mf_dashboard', dashboardPages);
