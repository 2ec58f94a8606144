// The content pages Lighthouse measures (issue #44): the blog's list and one post, written through
// the API as an agency's owner would before the pages are measured.
import http from 'node:http';

/** Each Lighthouse tenant's owner (seed/demo-agencies.json). */
const OWNERS = {
  'sunrise.localhost': { email: 'owner@sunrise-travel.example', password: 'Owner#2026' },
  'nordic.localhost': { email: 'owner@nordlys.example', password: 'Owner#2026' },
};

export const BENCH_POST_SLUG = 'a-week-on-the-coast';

const PARAGRAPH =
  'Mornings start early on the coast: the fishing boats come in before seven, the cafés open their shutters, and the light is soft enough to walk the cliff path before the heat. ' +
  'Book the first ferry, take water and a hat, and leave the afternoon for the old town, where the lanes stay cool and the tavernas serve the day’s catch.';

/** The post's text: headings and paragraphs of an ordinary article. */
const BODY = ['Getting there', 'Where to stay', 'What to eat', 'Before you go'].map((h) => `<h2>${h}</h2><p>${PARAGRAPH}</p><p>${PARAGRAPH}</p>`).join('');

/**
 * One request with its Host header. Node's fetch sends the URL's host whatever `host` says, so
 * through it every tenant was the loopback's default agency (Sunrise): node:http sends the header as given.
 */
export function send(baseUrl, host, method, url, { cookie, body } = {}) {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}${url}`,
      {
        method,
        headers: { host, accept: 'application/json', ...(payload ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const setCookie = res.headers['set-cookie'] ?? [];
          resolve({
            status: res.statusCode,
            ok: res.statusCode >= 200 && res.statusCode < 300,
            setCookie,
            text: async () => text,
            json: async () => JSON.parse(text),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The session cookie of the tenant's owner, signed in through the API. */
export async function ownerCookie(baseUrl, host) {
  const owner = OWNERS[host];
  if (!owner) throw new Error(`no owner known for ${host}`);
  const login = await send(baseUrl, host, 'POST', '/api/user/login', { body: owner });
  if (!login.ok) throw new Error(`${host}: owner login answered ${login.status}`);
  return login.setCookie.find((c) => c.startsWith('x-access-token='))?.split(';')[0];
}

/**
 * Publishes the bench's post in each tenant, and answers the pages to measure: /blog and the post.
 * @param {string} baseUrl
 * @param {string[]} tenants
 */
export async function publishBenchPosts(baseUrl, tenants) {
  for (const host of tenants) {
    const cookie = await ownerCookie(baseUrl, host);
    const res = await send(baseUrl, host, 'POST', '/api/agency/content', {
      cookie,
      body: {
        kind: 'post',
        slug: BENCH_POST_SLUG,
        status: 'published',
        tags: ['coast', 'summer'],
        translations: {
          en: {
            title: 'A week on the coast',
            excerpt: 'Ferries, cliff paths and the day’s catch: how to spend seven days by the sea.',
            bodyHtml: BODY,
            seoDescription: 'How to spend a week on the coast: getting there, where to stay, what to eat.',
          },
        },
      },
    });
    // 409: already written by an earlier run on the same database.
    if (res.status !== 201 && res.status !== 409) throw new Error(`${host}: publishing the post answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  }
  return ['/blog', `/blog/${BENCH_POST_SLUG}`];
}
