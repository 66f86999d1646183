import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreateProgress, createSteps } from './create-progress';

describe('CreateProgress', () => {
  it('lists what creating a template project does, in order', () => {
    render(<CreateProgress template requirements />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Setting up your project. This takes a few seconds.');
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Creating the database and code repository',
      'Creating the database tables',
      'Publishing your site',
      'Planning your requirements for your approval',
    ]);
  });

  it('promises no tables or site for an empty project', () => {
    expect(createSteps({ template: false, requirements: false })).toEqual([
      'Creating the database and code repository',
    ]);
  });
});
