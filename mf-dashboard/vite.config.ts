import { defineRemoteConfig } from '@clinic/shared/federation/vite-config';

export default defineRemoteConfig('mf_dashboard');
