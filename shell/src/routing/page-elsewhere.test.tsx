import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageElsewhere } from './page-elsewhere';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PageElsewhere', () => {
  it("replaces the document with the other origin's page, path, query and fragment kept", () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/dashboard/Forms?status=new#list']}>
        <Routes>
          <Route
            path="/dashboard/Forms"
            element={<PageElsewhere origin="https://staff.clinic.example" />}
          />
        </Routes>
      </MemoryRouter>,
    );
    const target = 'https://staff.clinic.example/dashboard/Forms?status=new#list';
    expect(replace).toHaveBeenCalledWith(target);
    // Said and linked while the browser leaves, for a screen reader and a blocked navigation.
    expect(screen.getByRole('status').textContent).toContain(target);
    expect(screen.getByRole('link', { name: target }).getAttribute('href')).toBe(target);
  });
});
