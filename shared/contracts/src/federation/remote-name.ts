/** The three remotes, by their federation names (the keys of `remotes.json`). */
export type RemoteName = 'mf_content' | 'mf_blog' | 'mf_dashboard';

export const remoteNames: readonly RemoteName[] = ['mf_content', 'mf_blog', 'mf_dashboard'];

/** Each remote's folder, which is also its path prefix on a same-origin deployment. */
export const remoteFolders: Readonly<Record<RemoteName, string>> = {
  mf_content: 'mf-content',
  mf_blog: 'mf-blog',
  mf_dashboard: 'mf-dashboard',
};

/**
 * The remote whose pages are the staff pages (sign-in, invitations, the dashboard): with
 * STAFF_URL they are served on that origin only, and it serves no other remote (decision 0076).
 */
export const STAFF_REMOTE: RemoteName = 'mf_dashboard';

/**
 * Global through which the server tells a remote's server build where its browser build (and so
 * its images) is served: remote name → base URL ending in `/`. Like a bundler's public path.
 */
export const ASSET_BASE_GLOBAL = '__clinicAssetBase';
