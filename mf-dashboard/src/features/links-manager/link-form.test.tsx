import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkForm } from './link-form';

const URL_MESSAGE = 'Enter a valid URL (must start with http or https).';

function renderForm(onSubmit = vi.fn(async () => true)) {
  const user = userEvent.setup();
  render(<LinkForm onSubmit={onSubmit} onCancel={() => undefined} />);
  const category = screen.getByRole('combobox', { name: 'Category' });
  const url = screen.getByRole('textbox', { name: 'URL' });
  const save = () => user.click(screen.getByRole('button', { name: 'Save Link' }));
  return { user, onSubmit, category, url, save };
}

describe('Add Link form (product §3, §5)', () => {
  it('offers the six categories by their labels', () => {
    const { category } = renderForm();
    const labels = within(category)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toEqual([
      'Select a category',
      'Home Page Our Patient Stories',
      'Home Page Trending YouTube',
      'Home Page Instagram Highlights',
      'Media Page YouTube Links',
      'Media Page YouTube latest video Link',
      'Media Page Instagram Links',
    ]);
  });

  it('asks for a category and an http(s) URL, marking each field, and sends nothing', async () => {
    const { onSubmit, category, url, save } = renderForm();
    await save();
    expect(category).toHaveAccessibleDescription('Category is required.');
    expect(category).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription(URL_MESSAGE);
    expect(category).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    'ftp://example.com/video',
    'javascript:alert(1)',
    'https://example.com/a b',
    'https://example.com/"onmouseover="x',
    'www.youtube.com/watch?v=1',
  ])('refuses %s', async (bad) => {
    const { onSubmit, category, url, save, user } = renderForm();
    await user.selectOptions(category, 'Home Page Trending YouTube');
    await user.type(url, bad);
    await save();
    expect(screen.getByText(URL_MESSAGE)).toBeInTheDocument();
    expect(url).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a field’s message when it is edited, and sends category and URL unchanged', async () => {
    const { onSubmit, category, url, save, user } = renderForm();
    await save();
    await user.selectOptions(category, 'Media Page Instagram Links');
    expect(screen.queryByText('Category is required.')).not.toBeInTheDocument();
    expect(screen.getByText(URL_MESSAGE)).toBeInTheDocument();
    await user.type(url, 'https://www.instagram.com/p/abc?x=1');
    expect(screen.queryByText(URL_MESSAGE)).not.toBeInTheDocument();
    await save();
    expect(onSubmit).toHaveBeenCalledWith({
      category: 'mediainsta',
      url: 'https://www.instagram.com/p/abc?x=1',
    });
  });

  it('keeps what was typed and allows another try when saving fails', async () => {
    const { category, url, save, user } = renderForm(vi.fn(async () => false));
    await user.selectOptions(category, 'Home Page Instagram Highlights');
    await user.type(url, 'https://instagram.com/reel/1');
    await save();
    expect(url).toHaveValue('https://instagram.com/reel/1');
    expect(screen.getByRole('button', { name: 'Save Link' })).toBeEnabled();
  });
});
