import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Services from '@clinic/contracts/config/clinic-services';
import { claimOf, visibleText } from '../testing/render-medical-page';
import { renderClinicPages } from '../testing/render-clinic-pages';

/**
 * Switching a service off in the clinic config takes every word the site says about it with it
 * (issue 42): not only its name in "At our clinic", but the claims the config lists with it (its
 * staff, rooms, promises) and the sentences article text once used for it, listed beside it here.
 * Every page that speaks of the clinic is read: the 42 medical pages, home, About and gallery.
 */

// A copy of the services the test can switch; every page reads it at render time.
vi.mock('@clinic/contracts/config/clinic-services', async (importOriginal) => {
  const real = await importOriginal<typeof Services>();
  return { ...real, clinicServices: structuredClone(real.clinicServices) };
});
const config = await import('@clinic/contracts/config/clinic-services');
type ServiceId = Services.ServiceId;
const services = config.clinicServices as Record<
  ServiceId,
  { name: string; at: Services.ServicePlace; claims?: readonly string[] }
>;
const shipped = structuredClone(services);

/**
 * How article text claimed a service for this clinic before its claims moved to the config: a
 * page must not say it of a clinic that has turned the service off (nor, now, of any clinic).
 */
const formerArticleClaims: Partial<Record<ServiceId, readonly RegExp[]>> = {
  sleepStudy: [/you sleep in a private room/i, /a trained technician places/i],
  spirometry: [/technician will coach/i, /inhaler is kept ready/i],
  oscillometry: [/the staff make the test/i],
  thoracoscopy: [/radiologists plan it together/i],
  trachealStent: [/decide with care/i],
  pleuralBiopsy: [/with the radiology team/i],
  embolisation: [/continues your care afterwards/i],
  cpap: [/the doctor chooses the right machine/i],
  tbCare: [/the doctor supports you all the way/i],
  generalMedicine: [/you will leave with/i],
  allergyTesting: [/\bin the clinic, as\b|\b(wait|taken) in the clinic\b/i],
};

const escape = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Everything a page may say only of a clinic that offers the service. */
function claimsOf(id: ServiceId): RegExp[] {
  const service = shipped[id];
  return [
    claimOf(service.name),
    ...(service.claims ?? []).map(escape),
    ...(formerArticleClaims[id] ?? []),
  ];
}

const ids = Object.keys(shipped) as ServiceId[];

afterEach(() => {
  for (const id of ids) services[id].at = shipped[id].at;
});

describe('the shipped config', () => {
  let all: string;
  beforeAll(async () => {
    all = visibleText([...(await renderClinicPages()).values()].join(' '));
  }, 120_000);

  it("states each service's name and each of its claims on some page, so switching it off is seen", () => {
    for (const id of ids) {
      const service = shipped[id];
      expect(all, id).toMatch(claimOf(service.name));
      for (const claim of service.claims ?? []) expect(all, id).toContain(claim);
    }
  });

  it('says in article text none of what it once said of this clinic', () => {
    for (const id of ids)
      for (const former of formerArticleClaims[id] ?? [])
        expect(all.match(former)?.[0], id).toBeUndefined();
  });
});

describe.each(ids)('with %s switched off', (id) => {
  it('no page names it as offered, nor says any of its claims', async () => {
    services[id].at = 'not offered';
    const pages = await renderClinicPages();
    expect(pages.size).toBe(45);
    for (const [path, html] of pages) {
      for (const claim of claimsOf(id))
        expect(visibleText(html), `${path}: ${id}`).not.toMatch(claim);
    }
    // The About page lists what the doctor does and arranges: not this one.
    expect(visibleText(pages.get('/about')!)).not.toContain(shipped[id].name);
  }, 120_000);
});
