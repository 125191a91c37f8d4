import { afterAll, inject } from 'vitest';
import { closeChromium, keepSignInsIn, useChromiumOfTheSuite } from '../support/browser';

useChromiumOfTheSuite(inject('chromiumEndpoint'));
keepSignInsIn(inject('signInFolder'));

// Each test file connects to the suite's Chromium at its first browser session; its contexts go with its last test.
afterAll(closeChromium);
