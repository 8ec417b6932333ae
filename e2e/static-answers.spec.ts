/**
 * What the site answers without a browser: the landing page's prerendered HTML and its schema.org
 * data, and the hardening headers on a page, a static file and an API call (each page's document
 * is checked in a browser by the tours too, e2e/tour.ts). No browser: these can run against any stack.
 */
import { RATING } from '../web/src/content/content/claims';
import { site } from '../web/src/shared/site';
import { expect, test } from './fixtures';
import { expectSecurityHeaders } from './tour';

interface JsonLdNode {
  '@type': string;
  [key: string]: unknown;
}

test.describe('landing page: prerendered, with its schema.org data', () => {
  test("GET / carries the page's whole text, the nav and the contact form's fields", async ({ request }) => {
    const html = await (await request.get('/')).text();
    const landing = html.slice(html.indexOf('<div id="landing">'));
    expect(landing).toContain('Ritrova il benessere del tuo intestino');
    expect(landing).toContain('<nav');
    for (const studio of site.studios) expect(landing).toContain(studio.name);
    for (const field of ['firstName', 'lastName', 'email', 'phone', 'message']) expect(landing).toMatch(new RegExp(`name="${field}"`));
    // The prerender adds no executable inline script (the CSP allows none): only the JSON-LD data block.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]!.trim());
    expect(inline).toEqual(['type="application/ld+json"']);
  });

  test("the JSON-LD describes the practice, the doctor and the six studios from the site's configuration", async ({ request }) => {
    const html = await (await request.get('/')).text();
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(block!) as { '@context': string; '@graph': JsonLdNode[] };
    expect(data['@context']).toBe('https://schema.org');
    const practice = data['@graph'].find((node) => node['@type'] === 'MedicalBusiness')!;
    const doctor = data['@graph'].find((node) => node['@type'] === 'Person')!;
    expect(doctor.name).toBe(site.doctorName);
    expect(practice).toMatchObject({
      telephone: site.phone,
      email: site.email,
      medicalSpecialty: 'https://schema.org/DietNutrition',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9, bestRating: 5, reviewCount: RATING.count },
    });
    const studios = practice.department as JsonLdNode[];
    expect(studios).toHaveLength(6);
    for (const [index, studio] of studios.entries()) {
      expect(studio).toMatchObject({
        name: site.studios[index]!.name,
        address: {
          '@type': 'PostalAddress',
          streetAddress: site.studios[index]!.street,
          postalCode: site.studios[index]!.postalCode,
          addressLocality: 'Roma',
        },
      });
      expect(studio.openingHoursSpecification).toEqual([
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
          opens: '09:00',
          closes: '19:00',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '09:00', closes: '13:00' },
      ]);
    }
  });
});

test.describe('sign-in and sign-up pages: prerendered, their form usable before the app', () => {
  const pages = [
    { path: '/login', title: 'Accedi', fields: ['username', 'password', 'rememberMe'] },
    { path: '/registrati', title: 'Crea un account', fields: ['firstName', 'lastName', 'email', 'password'] },
  ];
  for (const { path, title, fields } of pages) {
    test(`GET ${path} carries the whole form, its title and no inline script`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<title>${title} | ${site.doctorName}</title>`);
      const root = html.slice(html.indexOf('<div id="root"'));
      expect(root).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(root).toContain('<form');
      for (const field of fields) expect(root).toMatch(new RegExp(`name="${field}"`));
      expect(root).toMatch(/<button[^>]*type="submit"/);
      // A visitor's page asks for no session, and runs no inline script (the CSP allows none).
      expect(html).not.toContain('rel="preload" href="/api/auth/user"');
      expect([...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)]).toEqual([]);
    });
  }
});

test('every kind of answer is served with the policy and the hardening headers', async ({ request }) => {
  for (const path of ['/', '/community', '/assets/', '/api/services']) {
    expectSecurityHeaders((await request.get(path)).headers(), path);
  }
});
