import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import type { PostedForm } from '@clinic/contracts/federation/remote-contract';

/** A form posted without scripts and refused, and the path of the page that shows it again. */
export interface PostedFormAnswer {
  readonly path: string;
  readonly form: PostedForm;
}

/** The server's answer to a form posted without scripts (boot data), for the page it posted to. */
export const PostedFormContext = createContext<PostedFormAnswer | undefined>(undefined);

/**
 * The refused form for the page at `path`, if this page load is the server's answer to it. Only
 * at the history entry the server answered (the router's first, keyed "default"): a visitor who
 * later comes back to the page by a link starts with an empty form, not the old reasons.
 */
export function usePostedForm(path: string): PostedForm | undefined {
  const answer = useContext(PostedFormContext);
  const { key } = useLocation();
  return answer?.path === path && key === 'default' ? answer.form : undefined;
}
