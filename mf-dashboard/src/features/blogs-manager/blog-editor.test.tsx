import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@clinic/browser-kit/api/api-error';
import { apiUpload } from '@clinic/browser-kit/api/api-upload';
import type { Blog } from '@clinic/contracts/entities/blog';
import type { RootState } from '@clinic/browser-kit/store/make-store';
import { injectSlices } from '@clinic/browser-kit/store/root-reducer';
import { blogsSlice } from '../../store/blogs-slice';
import { toastsSlice } from '../../store/toasts-slice';
import { userSlice } from '../../store/user-slice';
import { renderWithProviders } from '@clinic/browser-kit/testing/render-with-providers';
import { BlogEditor } from './blog-editor';

vi.mock('@clinic/browser-kit/api/api-upload', () => ({ apiUpload: vi.fn() }));
const upload = vi.mocked(apiUpload);

beforeAll(() => injectSlices([blogsSlice, toastsSlice, userSlice]));
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
    expect(store.getState().blog).toMatchObject({ loading: false, error: 'Failed to create blog' });
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
    expect(store.getState().blog?.blogs[0]?._id).toBe('new1');
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
