import '@testing-library/jest-dom/vitest';
import { disegnaLeRisposteInSecondoPiano } from '../../src/startup/renderInSecondoPiano';

// The portal draws the server's answers as transitions (src/App.tsx): the components under test are drawn the same way.
disegnaLeRisposteInSecondoPiano();
