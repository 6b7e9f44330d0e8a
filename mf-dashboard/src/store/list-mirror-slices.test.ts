import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Blog } from '@clinic/contracts/entities/blog';
import type { EnquiryRecord } from '@clinic/contracts/entities/form-submission';
import type { SocialLink } from '@clinic/contracts/entities/link';
import { makeStore } from '@clinic/browser-kit/store/make-store';
import { injectRemoteStore } from '@clinic/browser-kit/store/root-reducer';
import { blogsApi } from '../features/blogs-manager/blogs-api';
import { enquiriesApi } from '../features/forms-manager/enquiries-api';
import { linksApi } from '../features/links-manager/links-api';
import { stubFetch } from '../testing/stub-fetch';
import { dashboardStore } from './dashboard-store';
import type { ListMirrorState } from './list-mirror-slice';

const fetchMock = stubFetch();

const link = (id: string): SocialLink => ({
  _id: id,
  category: 'homeyoutube',
  url: `https://youtu.be/${id}`,
  createdAt: '2026-11-22T10:00:00.000Z',
});
const enquiry = (id: string, status: EnquiryRecord['status'] = 'new'): EnquiryRecord => ({
  _id: id,
  name: `Patient ${id}`,
  phone: '9812345678',
  message: 'Please call',
  createdAt: '2026-11-22T10:00:00.000Z',
  status,
  note: '',
});
const blog = (id: string, status: Blog['status'] = 'draft'): Blog => ({
  _id: id,
  title: `Blog ${id}`,
  subTitle: `About ${id}`,
  status,
  image: null,
  content: [],
  createdAt: '2026-11-22T20:00:00.000Z',
});

/** Each request's answer by "METHOD /path"; anything else is a server error. */
function serve(answers: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input).replace('/api/v1', '')}`;
    return answers[key]?.() ?? Response.json({ message: `unexpected ${key}` }, { status: 500 });
  });
}

/** A store with the dashboard's parts, as the shell has it once the remote has loaded. */
function dashboardState() {
  const store = makeStore();
  // The store's type has injected slices as optional; these are injected above.
  const state = () =>
    store.getState() as unknown as {
      links: ListMirrorState<'links', SocialLink>;
      form: ListMirrorState<'forms', EnquiryRecord>;
      blog: ListMirrorState<'blogs', Blog>;
    };
  return { store, state };
}

beforeAll(() => injectRemoteStore(dashboardStore));
beforeEach(() => localStorage.setItem('Bearer', 'staff-token'));

describe("product §4's links, form and blog slices follow the staff API", () => {
  it('start empty, not loading and without an error, before any page has read its list', () => {
    const { state } = dashboardState();
    expect(state().links).toEqual({ loading: false, links: [], error: null });
    expect(state().form).toEqual({ loading: false, forms: [], error: null });
    expect(state().blog).toEqual({ loading: false, blogs: [], error: null });
  });

  it('links: loading while the list is read, then the list; an added link first; a deleted one gone', async () => {
    let list = [link('a'), link('b')];
    serve({
      'GET /social-links': () => Response.json({ data: list }),
      'POST /social-links': () => {
        list = [link('c'), ...list];
        return Response.json({ data: { data: link('c') } }, { status: 201 });
      },
      'DELETE /social-links/a': () => {
        list = list.filter((entry) => entry._id !== 'a');
        return Response.json({ message: 'Link deleted' });
      },
    });
    const { store, state } = dashboardState();
    const read = store.dispatch(linksApi.endpoints.getLinks.initiate());
    expect(state().links).toMatchObject({ loading: true, error: null });
    await read;
    expect(state().links).toEqual({ loading: false, links: [link('a'), link('b')], error: null });

    await store.dispatch(
      linksApi.endpoints.addLink.initiate({ category: 'homeyoutube', url: 'https://youtu.be/c' }),
    );
    expect(state().links.links.map((entry) => entry._id)).toEqual(['c', 'a', 'b']);
    await store.dispatch(linksApi.endpoints.deleteLink.initiate('a'));
    expect(state().links.links.map((entry) => entry._id)).toEqual(['c', 'b']);
    read.unsubscribe();
  });

  it("a failed read stores the server's message, clears loading and keeps the last list", async () => {
    serve({ 'GET /social-links': () => Response.json({ data: [link('a')] }) });
    const { store, state } = dashboardState();
    await store.dispatch(linksApi.endpoints.getLinks.initiate());
    serve({
      'GET /social-links': () =>
        Response.json({ message: 'Database unavailable' }, { status: 503 }),
    });
    await store.dispatch(linksApi.endpoints.getLinks.initiate(undefined, { forceRefetch: true }));
    expect(state().links).toEqual({
      loading: false,
      links: [link('a')],
      error: 'Database unavailable',
    });
  });

  it('form: the enquiries read, a mark the server took replaces its row, a deletion removes it', async () => {
    serve({
      'GET /forms': () => Response.json({ data: [enquiry('e1'), enquiry('e2')] }),
      'PATCH /form/e1': () => Response.json({ data: enquiry('e1', 'contacted') }),
      'DELETE /form/e2': () => Response.json({ message: 'Submission deleted' }),
    });
    const { store, state } = dashboardState();
    await store.dispatch(enquiriesApi.endpoints.getEnquiries.initiate());
    expect(state().form).toMatchObject({ loading: false, error: null });
    await store.dispatch(
      enquiriesApi.endpoints.updateEnquiry.initiate({
        id: 'e1',
        change: { status: 'contacted' },
        done: 'Marked as contacted',
      }),
    );
    await store.dispatch(enquiriesApi.endpoints.deleteEnquiry.initiate('e2'));
    expect(state().form.forms).toEqual([enquiry('e1', 'contacted')]);
  });

  it('blog: a status change the server refused leaves the list and stores no read error', async () => {
    serve({
      'GET /blogs': () => Response.json({ data: [blog('b1'), blog('b2')] }),
      'PUT /blog/b1/status': () => Response.json({ data: blog('b1', 'published') }),
      'PUT /blog/b2/status': () =>
        Response.json({ message: 'Add alt text before publishing' }, { status: 400 }),
    });
    const { store, state } = dashboardState();
    await store.dispatch(blogsApi.endpoints.getBlogs.initiate());
    await store.dispatch(blogsApi.endpoints.toggleBlogStatus.initiate(blog('b1')));
    await store.dispatch(blogsApi.endpoints.toggleBlogStatus.initiate(blog('b2')));
    expect(state().blog).toEqual({
      loading: false,
      blogs: [blog('b1', 'published'), blog('b2')],
      error: null,
    });
  });
});
