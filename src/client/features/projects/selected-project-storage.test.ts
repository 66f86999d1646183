import { beforeEach, describe, expect, it } from 'vitest';
import {
  SELECTED_PROJECT_KEY,
  currentSelectedProjectId,
  pickProject,
  subscribeSelectedProject,
  writeSelectedProjectId,
} from './selected-project-storage';

describe('selected project', () => {
  beforeEach(() => localStorage.clear());

  it('remembers the choice in localStorage and tells subscribers', () => {
    let calls = 0;
    const stop = subscribeSelectedProject(() => (calls += 1));
    writeSelectedProjectId('p2');
    stop();
    expect(localStorage.getItem(SELECTED_PROJECT_KEY)).toBe('p2');
    expect(currentSelectedProjectId()).toBe('p2');
    expect(calls).toBe(1);
  });

  it('falls back to the first project when the remembered one is gone, and to null when there is none', () => {
    const projects = [{ id: 'a' }, { id: 'b' }];
    expect(pickProject(projects, 'b')?.id).toBe('b');
    expect(pickProject(projects, 'deleted')?.id).toBe('a');
    expect(pickProject([], 'a')).toBeNull();
  });
});
