import { afterAll } from 'vitest';
import { closeChromium } from '../support/browser';

// Each test file launches one Chromium at its first browser session; it goes with the file's last test.
afterAll(closeChromium);
