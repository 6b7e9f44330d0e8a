import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@clinic/browser-kit/api/api-error';
import { apiUpload } from '@clinic/browser-kit/api/api-upload';
import type { Blog } from '@clinic/contracts/entities/blog';
import type { RootState } from '@clinic/browser-kit/store/make-store';
import { injectRemoteStore } from '@clinic/browser-kit/store/root-reducer';
import { dashboardStore } from '../../../store/dashboard-store';
import { staffApiStore } from '../../../testing/staff-api-store';
import { renderWithProviders } from '@clinic/browser-kit/testing/render-with-providers';
import { stubFetch } from '../../../testing/stub-fetch';
import { blogsApi } from '../blogs-api';
import { BlogEditor } from './blog-editor';

vi.mock('@clinic/browser-kit/api/api-upload', () => ({ apiUpload: vi.fn() }));
const upload = vi.mocked(apiUpload);

/** The autosave's server side (`/editor-drafts`): it keeps what it is sent. */
const fetchMock = stubFetch();
const drafts = new Map<string, { key: string; values: unknown; savedAt: string }>();
beforeEach(() => {
  drafts.clear();
  fetchMock.mockImplementation(async (input, init) => {
    const key = String(input).split('/editor-drafts/')[1];
    if (init?.method === 'PUT' && key) {
      const draft = {
        key,
        values: (JSON.parse(String(init.body)) as { values: unknown }).values,
        savedAt: new Date().toISOString(),
      };
      drafts.set(key, draft);
      return Response.json({ data: draft });
    }
    if (init?.method === 'DELETE' && key) {
      drafts.delete(key);
      return Response.json({ message: 'Draft deleted' });
    }
    return Response.json({ data: [...drafts.values()] });
  });
});

beforeAll(() => injectRemoteStore(dashboardStore));
/** This browser's name for its new blog's server draft (kept-copy.ts makes one per browser). */
const BROWSER = '0a1b2c3d';
const NEW_DRAFT = `new-${BROWSER}`;
beforeEach(() => localStorage.setItem('clinic:blog-editor-browser', BROWSER));
afterEach(() => {
  upload.mockReset();
  localStorage.clear();
});

const savedBlog: Blog = {
  _id: 'b1',
  title: 'Winter smog',
  subTitle: 'What it does to asthma',
  status: 'draft',
  image: { url: '/uploads/smog.webp', width: 1200, height: 675 },
  content: [{ sectionTitle: 'Masks', paragraph: 'Wear one.', bulletPoints: ['N95'] }],
  createdAt: '2026-11-22T10:00:00.000Z',
};

function renderEditor(
  blog?: Blog,
  userOptions: Parameters<typeof userEvent.setup>[0] = {},
  preloadedState?: Partial<RootState>,
) {
  const onClose = vi.fn();
  const user = userEvent.setup(userOptions);
  const view = renderWithProviders(<BlogEditor blog={blog} onClose={onClose} />, {
    preloadedState,
  });
  const dialog = screen.getByRole('dialog', { name: blog ? 'Edit Blog' : 'Add Blog' });
  return { ...view, user, onClose, dialog };
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'lungs.png', { type: 'image/png' });
const sentForm = () => upload.mock.calls.at(-1)![1].body;

describe('BlogEditor validation (product §5)', () => {
  it('requires title and subtitle with the shared schema’s messages, and sends nothing', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Subtitle is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(upload).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Title'), '   ');
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    // Blank is not a title: the schema trims before it checks.
    expect(screen.getByText('Title is required')).toBeInTheDocument();
  });

  it('turns away a file that is not a JPEG, PNG or WebP image, and previews one that is', async () => {
    const { user } = renderEditor(undefined, { applyAccept: false });
    const input = screen.getByLabelText('Image');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(screen.getByText(/under 1 MB/)).toBeInTheDocument();

    await user.upload(input, new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please choose an image file: JPEG, PNG or WebP.',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    await user.upload(input, png());
    const preview = await screen.findByRole('img', { name: 'Preview of the blog image' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('removes a section or a bullet only while more than one exists', async () => {
    const { user } = renderEditor();
    const removeButtons = () =>
      screen.queryAllByRole('button', { name: /^Remove (section|bullet)/ });
    expect(removeButtons()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add bullet point to section 1' }));
    expect(screen.getByLabelText('Bullet point 2')).toHaveFocus();
    expect(
      screen.getAllByRole('button', { name: /^Remove bullet point \d of section 1$/ }),
    ).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove bullet point 1 of section 1' }));
    expect(removeButtons()).toHaveLength(0);
    expect(screen.getAllByLabelText(/^Bullet point/)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Add section' }));
    const second = screen.getByRole('group', { name: 'Section 2' });
    expect(within(second).getByLabelText('Section title')).toHaveFocus();
    await user.type(within(second).getByLabelText('Section title'), 'Second');
    await user.click(screen.getByRole('button', { name: 'Remove section 1' }));
    expect(screen.queryByRole('group', { name: 'Section 2' })).not.toBeInTheDocument();
    // The section that stayed is the one typed into, now numbered 1.
    expect(
      within(screen.getByRole('group', { name: 'Section 1' })).getByLabelText('Section title'),
    ).toHaveValue('Second');
    expect(removeButtons()).toHaveLength(0);
  });
});

describe('BlogEditor closing', () => {
  it('closes at once when nothing changed', async () => {
    const { user, onClose } = renderEditor(savedBlog);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before throwing away unsaved changes, by Escape or Cancel', async () => {
    const { user, onClose } = renderEditor();
    await user.type(screen.getByLabelText('Title'), 'Half a thought');
    await user.keyboard('{Escape}');
    const question = screen.getByRole('alertdialog', { name: 'Discard changes?' });
    expect(question).toHaveAccessibleDescription(
      'You have unsaved changes. Close without saving them?',
    );
    expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Title')).toHaveValue('Half a thought');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('BlogEditor saving', () => {
  async function fillNewBlog(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Title'), 'Spring allergies');
    await user.type(screen.getByLabelText('Subtitle'), 'Pollen and your airways');
    await user.type(screen.getByLabelText('Section title'), 'Triggers');
    await user.type(screen.getByLabelText('Paragraph'), 'Grass pollen peaks in March.');
    await user.type(screen.getByLabelText('Bullet point 1'), 'Keep windows shut');
    await user.upload(screen.getByLabelText('Image'), png());
    await screen.findByRole('img', { name: 'Preview of the blog image' });
  }

  it('keeps every value and shows the error when the save fails', async () => {
    upload.mockRejectedValue(new ApiError('Failed to create blog', 500));
    const { user, onClose, store } = renderEditor();
    await fillNewBlog(user);
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create blog');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Title')).toHaveValue('Spring allergies');
    expect(screen.getByLabelText('Subtitle')).toHaveValue('Pollen and your airways');
    expect(screen.getByLabelText('Section title')).toHaveValue('Triggers');
    expect(screen.getByLabelText('Paragraph')).toHaveValue('Grass pollen peaks in March.');
    expect(screen.getByLabelText('Bullet point 1')).toHaveValue('Keep windows shut');
    expect(screen.getByRole('img', { name: 'Preview of the blog image' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Blog' })).toBeInTheDocument();
    const saves = Object.values(store.getState().staffApi?.mutations ?? {}).filter(
      (mutation) => mutation?.endpointName === 'saveBlog',
    );
    expect(saves).toEqual([
      expect.objectContaining({
        status: 'rejected',
        error: expect.objectContaining({ message: 'Failed to create blog' }),
      }),
    ]);
    expect(store.getState().toasts?.toasts.at(-1)).toMatchObject({
      kind: 'failure',
      message: 'Failed to create blog',
    });
  });

  it('a refused token (401) on the upload forgets the token and signs the user out', async () => {
    localStorage.setItem('Bearer', 'old-token');
    upload.mockRejectedValue(new ApiError('Your session has expired', 401));
    const { user, onClose, store } = renderEditor(
      undefined,
      {},
      {
        user: { user: null, isAuthenticated: true, loading: false, error: null },
      },
    );
    await fillNewBlog(user);
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired');
    expect(upload.mock.calls.at(-1)![1]).toMatchObject({ auth: true });
    expect(localStorage.getItem('Bearer')).toBeNull();
    expect(store.getState().user).toMatchObject({
      isAuthenticated: false,
      error: 'Your session has expired',
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends product §7’s multipart body as a draft, shows the upload’s progress, then closes', async () => {
    let finish: (answer: { data: Blog }) => void = () => undefined;
    upload.mockImplementation(
      (_path, request) =>
        new Promise((resolve) => {
          request.onProgress?.(0.4);
          finish = resolve as typeof finish;
        }),
    );
    const { user, onClose, store } = renderEditor();
    await act(() =>
      staffApiStore(store).dispatch(
        blogsApi.util.upsertQueryData('getBlogs', undefined, [savedBlog]),
      ),
    );
    await fillNewBlog(user);
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));

    const progress = screen.getByLabelText('Uploading');
    expect(progress.tagName).toBe('PROGRESS');
    expect(progress).toHaveAttribute('value', '40');
    const [path, request] = upload.mock.calls[0]!;
    expect(path).toBe('/blog');
    expect(request).toMatchObject({
      method: 'POST',
      auth: true,
      fallbackMessage: 'Failed to create blog',
    });
    const body = sentForm();
    expect(body.get('title')).toBe('Spring allergies');
    expect(body.get('subTitle')).toBe('Pollen and your airways');
    expect(body.get('status')).toBe('draft');
    expect(JSON.parse(String(body.get('content')))).toEqual([
      {
        sectionTitle: 'Triggers',
        paragraph: 'Grass pollen peaks in March.',
        bulletPoints: ['Keep windows shut'],
      },
    ]);
    expect((body.get('image') as File).name).toBe('lungs.png');

    await act(async () =>
      finish({ data: { ...savedBlog, _id: 'new1', title: 'Spring allergies' } }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(
      blogsApi.endpoints.getBlogs.select()(staffApiStore(store).getState()).data?.[0]?._id,
    ).toBe('new1');
    expect(store.getState().toasts?.toasts.at(-1)).toMatchObject({
      kind: 'success',
      message: 'Blog created',
    });
  });

  it('edits in place: prefilled, Update Blog, and a removed image is removed on the server', async () => {
    upload.mockResolvedValue({ data: { ...savedBlog, image: null } });
    const { user, onClose } = renderEditor(savedBlog);
    expect(screen.getByLabelText('Title')).toHaveValue('Winter smog');
    expect(screen.getByLabelText('Bullet point 1')).toHaveValue('N95');
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    await user.click(screen.getByRole('button', { name: 'Update Blog' }));

    expect(upload.mock.calls[0]![0]).toBe('/blog/b1');
    expect(upload.mock.calls[0]![1]).toMatchObject({
      method: 'PUT',
      fallbackMessage: 'Failed to update blog',
    });
    expect(sentForm().get('removeImage')).toBe('true');
    expect(sentForm().get('image')).toBeNull();
    expect(onClose).toHaveBeenCalled();
  });
});

describe('BlogEditor never loses work', () => {
  it('Enter in a one-line field never saves; in a bullet it starts the next bullet', async () => {
    const { user } = renderEditor();
    await user.type(screen.getByLabelText('Title'), 'Half{Enter}');
    await user.type(screen.getByLabelText('Section title'), 'Triggers{Enter}');
    expect(upload).not.toHaveBeenCalled();
    expect(screen.queryByText('Subtitle is required')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Bullet point 1'), 'Pollen{Enter}');
    expect(screen.getByLabelText('Bullet point 2')).toHaveFocus();
    await user.keyboard('Dust');
    expect(screen.getByLabelText('Bullet point 1')).toHaveValue('Pollen');
    expect(screen.getByLabelText('Bullet point 2')).toHaveValue('Dust');
    expect(upload).not.toHaveBeenCalled();
  });

  it('a removed filled section can be put back where it was', async () => {
    const { user } = renderEditor();
    await user.type(screen.getByLabelText('Section title'), 'Causes');
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.type(
      within(screen.getByRole('group', { name: 'Section 2' })).getByLabelText('Section title'),
      'Care',
    );
    await user.click(screen.getByRole('button', { name: 'Remove section 1' }));
    expect(screen.getByText('Section 1 removed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo removing section 1' }));
    const first = screen.getByRole('group', { name: 'Section 1' });
    expect(within(first).getByLabelText('Section title')).toHaveValue('Causes');
    expect(within(first).getByLabelText('Section title')).toHaveFocus();
    expect(
      within(screen.getByRole('group', { name: 'Section 2' })).getByLabelText('Section title'),
    ).toHaveValue('Care');
  });

  it('keeps what was typed in this browser, and brings it back when the editor opens again', async () => {
    const first = renderEditor();
    await first.user.type(screen.getByLabelText('Title'), 'Written before the tab closed');
    await first.user.type(screen.getByLabelText('Paragraph'), 'Every word of it.');
    await vi.waitFor(() => expect(localStorage.getItem('clinic:blog-editor:new')).not.toBeNull());
    first.unmount();

    const { user, onClose } = renderEditor();
    expect(screen.getByLabelText('Title')).toHaveValue('Written before the tab closed');
    expect(screen.getByLabelText('Paragraph')).toHaveValue('Every word of it.');
    expect(
      screen.getByText(/^Unsaved changes from .*, kept on this device, are back in the form\.$/),
    ).toBeInTheDocument();
    // Restored changes are unsaved changes: closing still asks.
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await user.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(screen.getByLabelText('Title')).toHaveValue('');
    await vi.waitFor(() => expect(localStorage.getItem('clinic:blog-editor:new')).toBeNull());
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a page that goes (reload, closed tab) right after a keystroke still leaves its copy', async () => {
    const { user } = renderEditor();
    await user.type(screen.getByLabelText('Title'), 'Typed just before the reload');
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem('clinic:blog-editor:new')!).values.title).toBe(
      'Typed just before the reload',
    );
  });

  it('a saved blog leaves no copy behind', async () => {
    upload.mockResolvedValue({ data: { ...savedBlog, title: 'Winter smog, revised' } });
    const { user, onClose } = renderEditor(savedBlog);
    await user.type(screen.getByLabelText('Title'), ', revised');
    await vi.waitFor(() => expect(localStorage.getItem('clinic:blog-editor:b1')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Update Blog' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(localStorage.getItem('clinic:blog-editor:b1')).toBeNull();
  });

  it('a blog with an image is published only with alt text, which is sent with a description', async () => {
    upload.mockResolvedValue({ data: { ...savedBlog, status: 'published' } });
    const { user, onClose } = renderEditor();
    await user.type(screen.getByLabelText('Title'), 'Winter smog');
    await user.type(screen.getByLabelText('Subtitle'), 'Masks and air');
    await user.selectOptions(screen.getByLabelText('Status'), 'published');
    expect(screen.queryByLabelText('Alt text')).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Image'), png());
    await screen.findByRole('img', { name: 'Preview of the blog image' });
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    expect(screen.getByLabelText('Alt text')).toHaveAccessibleDescription(
      'What the image shows, for patients who use a screen reader. Needed to publish. Describe the image (alt text) before publishing',
    );
    expect(screen.getByLabelText('Alt text')).toHaveFocus();
    expect(upload).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Alt text'), 'A grey haze over the city');
    await user.type(screen.getByLabelText('Description'), 'What smog does to the lungs.');
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentForm().get('imageAlt')).toBe('A grey haze over the city');
    expect(sentForm().get('description')).toBe('What smog does to the lungs.');
  });
});

describe('BlogEditor autosave', () => {
  const puts = () =>
    fetchMock.mock.calls.filter(
      ([url, init]) => init?.method === 'PUT' && String(url).includes('/editor-drafts/'),
    );

  it('saves the draft to the server a couple of seconds after typing stops, and says so', async () => {
    const { user } = renderEditor();
    await user.type(screen.getByLabelText('Title'), 'Spring allergies');
    expect(puts()).toHaveLength(0);
    await vi.waitFor(() => expect(screen.getByText('Saved')).toBeInTheDocument(), {
      timeout: 4000,
    });
    expect(puts()).toHaveLength(1);
    const [url, init] = puts()[0]!;
    expect(String(url)).toBe(`/api/v1/editor-drafts/${NEW_DRAFT}`);
    expect(JSON.parse(String(init?.body)).values).toMatchObject({ title: 'Spring allergies' });
  });

  it('saves at once when a field is left; offline it keeps the copy here and saves when back online', async () => {
    localStorage.setItem('Bearer', 'staff-token');
    const working = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = renderEditor();
    await user.type(screen.getByLabelText('Title'), 'Written on the bus');
    await user.tab();
    expect(await screen.findByText('Not saved: offline, kept on this device')).toBeInTheDocument();
    await vi.waitFor(() => expect(localStorage.getItem('clinic:blog-editor:new')).not.toBeNull());

    fetchMock.mockImplementation(working);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const [, init] = puts().at(-1)!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer staff-token');
    expect(drafts.get(NEW_DRAFT)?.values).toMatchObject({ title: 'Written on the bus' });
  });

  it("offers the server's draft (another device, a cleared browser) without forcing it", async () => {
    drafts.set('b1', {
      key: 'b1',
      values: { ...savedBlog, title: 'Winter smog, half rewritten', sections: [] },
      savedAt: '2026-11-25T10:00:00.000Z',
    });
    const { user, onClose } = renderEditor(savedBlog);
    const use = await screen.findByRole('button', { name: 'Use them' });
    expect(screen.getByLabelText('Title')).toHaveValue('Winter smog');
    await user.click(use);
    expect(screen.getByLabelText('Title')).toHaveValue('Winter smog, half rewritten');
    expect(screen.getByText(/kept on the server, are back in the form/)).toBeInTheDocument();
    // Now they are unsaved changes: closing asks.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Discard changes?' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a saved blog takes its draft off the server', async () => {
    upload.mockResolvedValue({ data: { ...savedBlog, _id: 'new1' } });
    const { user, onClose } = renderEditor();
    await user.type(screen.getByLabelText('Title'), 'Spring allergies');
    await user.type(screen.getByLabelText('Subtitle'), 'Pollen');
    await user.tab();
    await vi.waitFor(() => expect(drafts.has(NEW_DRAFT)).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    await vi.waitFor(() => expect(drafts.has(NEW_DRAFT)).toBe(false));
  });

  it('Publish is its own action: it saves the blog as published', async () => {
    upload.mockResolvedValue({ data: { ...savedBlog, status: 'published' } });
    const { user, onClose } = renderEditor({ ...savedBlog, image: null });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentForm().get('status')).toBe('published');
  });

  it('a Publish that cannot go through leaves the blog a draft', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('draft');
    expect(upload).not.toHaveBeenCalled();
  });

  it('schedules a draft at a minute on the clinic clock, sent as the instant it names', async () => {
    upload.mockResolvedValue({ data: savedBlog });
    const { user, onClose } = renderEditor({ ...savedBlog, image: null });
    const when = screen.getByLabelText('Publish at');
    expect(when).toHaveAttribute('type', 'datetime-local');
    await user.type(when, '2026-12-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Update Blog' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentForm().get('status')).toBe('draft');
    expect(sentForm().get('publishAt')).toBe('2026-12-01T03:30:00.000Z');
  });
});

describe('BlogEditor Preview and pending changes (issue 43)', () => {
  const stubTab = () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    return tab;
  };
  /** The preview link's answer, besides the autosave's drafts. */
  const servePreview = () => {
    const drafts = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).endsWith('/preview')
        ? Response.json(
            { data: { path: '/blog-preview/tok', expiresAt: '2026-11-28T10:00:00.000Z' } },
            { status: 201 },
          )
        : drafts(input, init),
    );
  };
  const requests = () =>
    fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

  it('a new blog is saved as a draft, never published, and shown in a new tab before Create Blog', async () => {
    const tab = stubTab();
    servePreview();
    const draft: Blog = { ...savedBlog, _id: 'new1', title: 'Smog and masks', image: null };
    upload.mockResolvedValue({ data: draft });
    const { user, onClose } = renderEditor();
    await user.type(screen.getByLabelText('Title'), 'Smog and masks');
    await user.type(screen.getByLabelText('Subtitle'), 'What to wear');
    await user.selectOptions(screen.getByLabelText('Status'), 'published');
    await user.click(
      screen.getByRole('button', { name: 'Preview as a patient (opens in a new tab)' }),
    );

    await vi.waitFor(() => expect(tab.location.href).toBe('/blog-preview/tok'));
    expect(upload.mock.calls[0]![0]).toBe('/blog');
    expect(sentForm().get('status')).toBe('draft');
    expect(requests()).toContain('POST /api/v1/blog/new1/preview');
    expect(onClose).not.toHaveBeenCalled();
    // The editor stays an Add Blog, on the saved draft, with the chosen status still chosen.
    expect(screen.getByLabelText('Status')).toHaveValue('published');
    upload.mockResolvedValue({ data: { ...draft, status: 'published' } });
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(upload.mock.calls.at(-1)![0]).toBe('/blog/new1');
  });

  it('a form the schema refuses is not saved, and the tab closes', async () => {
    const tab = stubTab();
    const { user } = renderEditor();
    await user.click(
      screen.getByRole('button', { name: 'Preview as a patient (opens in a new tab)' }),
    );
    await vi.waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByText('Title is required')).toBeInTheDocument();
  });

  it('a published blog’s changes are kept as pending, never published, then previewed', async () => {
    const tab = stubTab();
    servePreview();
    const published: Blog = { ...savedBlog, status: 'published', image: null };
    upload.mockResolvedValue({
      data: {
        ...published,
        pending: {
          ...published,
          title: 'Winter smog, revised',
          description: '',
          savedAt: '2026-11-27T10:00:00.000Z',
          savedBy: 'Dr Sharma',
        },
      },
    });
    const { user, onClose } = renderEditor(published);
    expect(screen.queryByRole('button', { name: 'Publish changes' })).not.toBeInTheDocument();
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Winter smog, revised');
    await user.click(
      screen.getByRole('button', { name: 'Preview as a patient (opens in a new tab)' }),
    );

    await vi.waitFor(() => expect(tab.location.href).toBe('/blog-preview/tok'));
    expect(upload.mock.calls[0]![0]).toBe('/blog/b1/pending');
    expect(upload.mock.calls[0]![1]).toMatchObject({ method: 'PUT' });
    expect(onClose).not.toHaveBeenCalled();
    expect(
      screen.getByText(/Pending changes by Dr Sharma, kept 2026-11-27 15:30/),
    ).toBeInTheDocument();
    expect(title).toHaveValue('Winter smog, revised');
    expect(screen.getByRole('button', { name: 'Keep as pending' })).toBeInTheDocument();
  });

  it('opens on the pending changes; Publish changes and Discard changes end them', async () => {
    const published: Blog = {
      ...savedBlog,
      status: 'published',
      image: null,
      pending: {
        title: 'Smog, pending',
        subTitle: savedBlog.subTitle,
        image: null,
        content: savedBlog.content,
        description: '',
        savedAt: '2026-11-27T10:00:00.000Z',
        savedBy: 'Dr Sharma',
      },
    };
    const drafts = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).includes('/pending')
        ? init?.method === 'DELETE'
          ? Response.json({ message: 'Pending changes discarded' })
          : Response.json({ data: { ...published, title: 'Smog, pending', pending: undefined } })
        : drafts(input, init),
    );
    const first = renderEditor(published);
    expect(screen.getByLabelText('Title')).toHaveValue('Smog, pending');
    await first.user.click(screen.getByRole('button', { name: 'Publish changes' }));
    await vi.waitFor(() => expect(first.onClose).toHaveBeenCalled());
    expect(requests()).toContain('POST /api/v1/blog/b1/pending/publish');
    expect(upload).not.toHaveBeenCalled();
    first.unmount();

    fetchMock.mockImplementation(async () =>
      Response.json({ message: 'Pending changes discarded' }),
    );
    const second = renderEditor(published);
    await second.user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await vi.waitFor(() => expect(second.onClose).toHaveBeenCalled());
    expect(requests()).toContain('DELETE /api/v1/blog/b1/pending');
  });
});
