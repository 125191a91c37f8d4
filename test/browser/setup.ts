import { afterAll, inject } from 'vitest';
import { setExtraChromiumFlags, closeChromium } from '../support/browser';

setExtraChromiumFlags(inject('chromiumDisableFeatures'));

// Each test file launches one Chromium at its first browser session; it goes with the file's last test.
afterAll(closeChromium);
