import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startRecordedAccounts } from '@tripfront/suppliers/testing/recorded-accounts';
import type { TestProject } from 'vitest/node';
import { startTestProvider, TEST_CA_PATH } from '../apps/api/test/oidc-test-provider.ts';
import { SSO_HOST, SSO_PERSON } from './account/sso-agency.ts';
import { ADS_HOST, ADS_SETTINGS } from './shell/ads-agency.ts';
import { buildServer, freePort, SERVER_ARGS, serverEnv } from '../scripts/server-process.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    e2ePort: number;
    /** The recorded suppliers' stand-in (Duffel's root), whose latency a test may set (LATENCY_CONTROL). */
    suppliersUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');

/** Starts the real server (built web app, fresh embedded database) once for all e2e files. */
export default async function setup(project: TestProject) {
  // TF_E2E_WEB_DIST lets parallel work build and test its own copy of the web app.
  const webDist = process.env.TF_E2E_WEB_DIST ? path.resolve(process.env.TF_E2E_WEB_DIST) : path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    const build = spawnSync('npx', ['vite', 'build', '--outDir', webDist], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' });
    if (build.status !== 0) throw new Error('web build failed');
  }
  // The tests run the compiled server, as `npm start` does, built from the sources as they are now.
  await buildServer();
  // The suppliers an agency's own accounts call (decision 0105), answered locally from recordings:
  // nothing leaves the machine. No platform token is set, so an agency without accounts sells the sandbox.
  const suppliers = await startRecordedAccounts();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tf-e2e-'));
  // A real OpenID Connect provider over HTTPS (its certificate is the test one, trusted by the
  // server through NODE_EXTRA_CA_CERTS) for the SSO agency, whose visitors sign in there.
  const provider = await startTestProvider({ origins: [`http://${SSO_HOST}:${port}`] });
  provider.control.nextUser = SSO_PERSON;
  const seedFile = path.join(dataDir, 'seed.json');
  writeFileSync(seedFile, JSON.stringify(seedWithSsoAgency(provider)));
  const server: ChildProcess = spawn(process.execPath, SERVER_ARGS, {
    cwd: root,
    env: serverEnv({
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.TF_E2E_LOG_LEVEL ?? 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      WEB_DIST: webDist,
      // Every product's tests sign up travellers from this one browser address.
      LOGIN_LIMIT_PER_IP: '1000',
      HOLD_LIMIT_PER_IP: '1000',
      // …and search every product from it, many times a minute.
      SEARCH_LIMIT_PER_IP: '100000',
      SEARCH_LIMIT_PER_AGENCY: '1000000',
      // The seeded snapshot's rates, never the ECB's of the day: converted prices stay the same.
      EXCHANGE_RATES_URL: 'off',
      DUFFEL_API_URL: suppliers.duffelUrl,
      LITEAPI_API_URL: suppliers.liteApiUrl,
      LITEAPI_BOOK_URL: suppliers.liteBookUrl,
      SEED_FILE: seedFile,
      NODE_EXTRA_CA_CERTS: TEST_CA_PATH,
      SIGN_IN_ISSUER_GOOGLE: provider.issuer,
      SIGN_IN_ISSUER_MICROSOFT: provider.issuer,
      SIGN_IN_ISSUER_APPLE: provider.issuer,
    }),
    stdio: ['ignore', process.env.TF_E2E_LOG_LEVEL ? 'inherit' : 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    await suppliers.close();
    await provider.close();
  };
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`, { headers: { host: 'sunrise.localhost' } });
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('server did not start within 120 s');
      await new Promise((r) => setTimeout(r, 250));
    }
    await submitBusinessInfo(port, 'sunrise.localhost', 'owner@sunrise-travel.example', 'Owner#2026');
  } catch (error) {
    // A failed start stops what it started: a supplier stand-in left listening keeps the run from exiting.
    await stop();
    throw error;
  }
  project.provide('e2ePort', port);
  project.provide('suppliersUrl', suppliers.duffelUrl);
  return stop;
}

/** The demo seed and two more agencies: SSO on, direct login off, its provider the test one; and ads on. */
function seedWithSsoAgency(provider: { issuer: string; clientId: string; clientSecret: string }): unknown {
  const demo = JSON.parse(readFileSync(path.join(root, 'seed/demo-agencies.json'), 'utf8')) as {
    agencies: { hosts: string[]; agency: Record<string, unknown>; users?: unknown[] }[];
  };
  const [first] = demo.agencies;
  if (!first) throw new Error('e2e setup: the demo seed has no agency');
  const sso = {
    hosts: [SSO_HOST],
    agency: {
      ...first.agency,
      agencyName: 'Single Sign-On Travel',
      subdomain: 'sso',
      returnUrl: '',
      hideHeaderforDealProposal: false,
      sso: {
        isSSOEnabled: true,
        isDirectLoginAllowedForSSOUsers: false,
        oidc: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret },
        // The social presets too, each pointed at the test provider (SIGN_IN_ISSUER_*): their buttons show.
        social: Object.fromEntries(
          ['google', 'microsoft', 'apple'].map((name) => [name, { enabled: true, clientId: provider.clientId, clientSecret: provider.clientSecret }]),
        ),
      },
    },
    users: [],
  };
  // Ads on (e2e/shell/advertising.test.ts), on a host of their own.
  const ads = {
    hosts: [ADS_HOST],
    agency: { ...first.agency, agencyName: 'Adverts Travel', subdomain: 'ads', returnUrl: '', advertising: ADS_SETTINGS },
    users: [],
  };
  return { ...demo, agencies: [...demo.agencies, sso, ads] };
}

/**
 * The demo seeds no business info, so every agency owner meets the business-information modal,
 * which blocks the page. Sunrise's owner has answered it here, so the agent-shell tests see the
 * shell; e2e/business-info uses the Nordlys owner, who has not.
 */
async function submitBusinessInfo(port: number, host: string, email: string, password: string): Promise<void> {
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const token = /x-access-token=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!login.ok || !token) throw new Error(`e2e setup: sign-in as ${email} answered ${login.status}`);
  const res = await fetch(`${base}/api/agency/business-info`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json', 'x-access-token': token },
    body: JSON.stringify({
      contactEmailId: email,
      contactPhoneNumber: '',
      hearBy: 'Google',
      hearByName: '',
      hqCountry: 'US',
      bookingVolume: 'Under $100k',
      useForBusiness: 'B2C website',
      productInterested: 'Hotels',
    }),
  });
  if (!res.ok) throw new Error(`e2e setup: business info for ${host} answered ${res.status}`);
}
