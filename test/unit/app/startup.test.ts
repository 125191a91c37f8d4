import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../src/startup/config';
import { registerServiceWorker } from '../../../src/startup/serviceWorker';
import { readStartupParams } from '../../../src/startup/startupParams';

describe('start-up parameters', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads idAttoAmmi, tipoOper and SINSESSIONID and keeps them across the login redirect', () => {
    expect(readStartupParams('?idAttoAmmi=42&tipoOper=V&SINSESSIONID=abc', sessionStorage)).toEqual({
      idAttoAmmi: '42',
      tipoOper: 'V',
      sinSessionId: 'abc',
    });
    expect(readStartupParams('?state=xyz', sessionStorage)).toEqual({
      idAttoAmmi: '42',
      tipoOper: 'V',
      sinSessionId: 'abc',
    });
  });

  it('lets a new query value win and ignores an unknown operation type', () => {
    readStartupParams('?tipoOper=V', sessionStorage);
    expect(readStartupParams('?tipoOper=A', sessionStorage).tipoOper).toBe('A');
    expect(readStartupParams('?tipoOper=X', sessionStorage).tipoOper).toBe('A');
  });
});

describe('configuration', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads config/config.json under the base path', async () => {
    const fetchFn = vi.fn(async () =>
      Response.json({ SECURITY_ROLE: 'false', PROGRAMMI_URL: 'https://programmi.example' }),
    );
    const config = await loadConfig('/contratti-filiera-fe/', 'https://portale.example', fetchFn);

    expect(fetchFn).toHaveBeenCalledWith('/contratti-filiera-fe/config/config.json');
    expect(config).toMatchObject({
      SECURITY_ROLE: false,
      PROGRAMMI_URL: 'https://programmi.example',
      DISTRETTI_CIBO_URL: '',
    });
  });

  it('logs a failure and falls back to the defaults', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const config = await loadConfig('/base/', 'https://portale.example', async () => new Response('', { status: 404 }));

    expect(logged).toHaveBeenCalled();
    expect(config).toMatchObject({
      SECURITY_ROLE: true,
      KEYCLOAK_CONFIG: { oidcProvider: 'https://portale.example/oidc', clientId: 'contratti-filiera-fe' },
    });
  });
});

describe('service worker', () => {
  afterEach(() => vi.restoreAllMocks());

  it('registers under the base path and tells a waiting worker to skip waiting', async () => {
    const waiting = { postMessage: vi.fn() };
    const registration = { waiting, addEventListener: vi.fn() };
    const container = { register: vi.fn(async () => registration) } as unknown as ServiceWorkerContainer;

    await registerServiceWorker('/contratti-filiera-fe/', container);
    expect(container.register).toHaveBeenCalledWith('/contratti-filiera-fe/service-worker.js', {
      scope: '/contratti-filiera-fe/',
    });
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('only logs a failed registration', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = {
      register: vi.fn(async () => Promise.reject(new Error('insecure'))),
    } as unknown as ServiceWorkerContainer;

    await expect(registerServiceWorker('/base/', container)).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith('Service worker registration failed', expect.any(Error));
  });
});
