import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Clinic from '@clinic/contracts/config/clinic';
import type * as Services from '@clinic/contracts/config/clinic-services';
import { renderWithProviders } from '@clinic/browser-kit/testing/render-with-providers';
import { mockViewport } from '../../testing/mock-viewport';
import HomePage from './home-page';

// Copies of the config the test can change; the home page reads them at render time.
vi.mock('@clinic/contracts/config/clinic-services', async (importOriginal) => {
  const real = await importOriginal<typeof Services>();
  return { ...real, clinicServices: structuredClone(real.clinicServices) };
});
vi.mock('@clinic/contracts/config/clinic', async (importOriginal) => {
  const real = await importOriginal<typeof Clinic>();
  return { ...real, clinic: structuredClone(real.clinic) };
});
const services = (await import('@clinic/contracts/config/clinic-services'))
  .clinicServices as Record<Services.ServiceId, { at: Services.ServicePlace }>;
const clinic = (await import('@clinic/contracts/config/clinic')).clinic as { vision: string };
const shippedVision = clinic.vision;

function renderHome() {
  renderWithProviders(<HomePage />, { route: '/' });
}
const procedures = () => screen.getByRole('region', { name: 'Procedures' });
const procedureTitles = () =>
  within(procedures())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

beforeEach(() => {
  mockViewport({ width: 1280, reducedMotion: true });
  // The home page asks the API for its managed links: none here.
  vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ data: [] })));
});
afterEach(() => {
  services.sleepStudy.at = 'hospital';
  services.feno.at = 'clinic';
  clinic.vision = shippedVision;
});

describe('the home page with the clinic config', () => {
  it("shows the spec's 11 procedure cards with the shipped config", () => {
    renderHome();
    expect(procedureTitles()).toHaveLength(11);
    expect(procedureTitles()).toContain('Polysomnography');
  });

  it("drops a procedure's card when the clinic switches the service off", () => {
    services.sleepStudy.at = 'not offered';
    services.feno.at = 'not offered';
    renderHome();
    expect(procedureTitles()).toHaveLength(9);
    expect(procedureTitles()).not.toContain('Polysomnography');
    expect(procedureTitles()).not.toContain('FeNO Test');
    expect(within(procedures()).queryByRole('link', { name: 'Polysomnography' })).toBeNull();
  });

  it("states the clinic's aim from the config, and no promise when it has none", () => {
    renderHome();
    const vision = screen.getByRole('region', { name: 'Our Vision' });
    expect(vision).toHaveTextContent(shippedVision);
    expect(vision).not.toHaveTextContent(/every patient leaves knowing/i);

    clinic.vision = '';
    renderHome();
    const [, without] = screen.getAllByRole('region', { name: 'Our Vision' });
    expect(without).not.toHaveTextContent(/leave knowing/i);
    expect(within(without!).getByRole('link', { name: /^Call/ })).toBeInTheDocument();
  });

  it('links to no reviews until the clinic gives its own page, and says reviews are to come', () => {
    renderHome();
    const reviews = screen.getByRole('region', { name: 'What Our Patients Say' });
    expect(within(reviews).queryByRole('link')).toBeNull();
    expect(reviews).toHaveTextContent('Reviews from our patients will be shown here soon.');
  });
});
