import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, Form, memoryStore, TestMemoryRouter } from 'react-admin';
import { vi } from 'vitest';
import { i18nProvider } from '../../../../i18n';

/** Renders inputs inside a react-admin form with a 'Salva' button; onSubmit receives the form values. */
export function renderInForm(inputs: ReactNode, record: Record<string, unknown> = {}) {
  const onSubmit = vi.fn();
  render(
    <TestMemoryRouter>
      <AdminContext store={memoryStore()} i18nProvider={i18nProvider}>
        <Form record={record} onSubmit={onSubmit}>
          {inputs}
          <button type="submit">Salva</button>
        </Form>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { onSubmit, submittedValues: () => onSubmit.mock.lastCall?.[0] as Record<string, unknown> };
}
