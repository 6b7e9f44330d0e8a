/** The three remotes, by their federation names (the keys of `remotes.json`). */
export type RemoteName = 'mf_content' | 'mf_blog' | 'mf_dashboard';

export const remoteNames: readonly RemoteName[] = ['mf_content', 'mf_blog', 'mf_dashboard'];

/** Each remote's folder, which is also its path prefix on a same-origin deployment. */
export const remoteFolders: Readonly<Record<RemoteName, string>> = {
  mf_content: 'mf-content',
  mf_blog: 'mf-blog',
  mf_dashboard: 'mf-dashboard',
};
