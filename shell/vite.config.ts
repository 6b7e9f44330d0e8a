import { defineShellConfig } from '@clinic/shared/federation/vite-config';

export default defineShellConfig();
