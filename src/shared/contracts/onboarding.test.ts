import { describe, expect, it } from 'vitest';
import {
  completeStep,
  doneCount,
  emptyOnboardingProgress,
  firstOpenStep,
  isSetupComplete,
  mergeProgress,
  newlyCompleted,
  normalizeProgress,
  progressPercent,
  saveOnboardingBody,
  selectionAfter,
  skipStep,
} from './onboarding';

describe('onboarding rules', () => {
  it('starts with nothing done and the first step open', () => {
    expect(doneCount(emptyOnboardingProgress)).toBe(0);
    expect(progressPercent(emptyOnboardingProgress)).toBe(0);
    expect(firstOpenStep(emptyOnboardingProgress)).toBe('demo');
    expect(isSetupComplete(emptyOnboardingProgress)).toBe(false);
  });

  it('counts each completed step once, over four, in step order', () => {
    let progress = completeStep(emptyOnboardingProgress, 'project');
    progress = completeStep(progress, 'demo');
    progress = completeStep(progress, 'project');
    expect(progress.completed).toEqual(['demo', 'project']);
    expect(doneCount(progress)).toBe(2);
    expect(progressPercent(progress)).toBe(50);
    expect(firstOpenStep(progress)).toBe('integrations');
  });

  it('is complete when all four steps are done, and the progress never passes 100', () => {
    const all = ['demo', 'project', 'integrations', 'deploy'] as const;
    const progress = all.reduce(completeStep, emptyOnboardingProgress);
    expect(isSetupComplete(progress)).toBe(true);
    expect(progressPercent(progress)).toBe(100);
    expect(firstOpenStep(progress)).toBe('deploy');
  });

  it('lets only the optional deploy step be skipped, and a skipped step counts as done', () => {
    expect(skipStep(emptyOnboardingProgress, 'project')).toBe(emptyOnboardingProgress);
    const skipped = skipStep(emptyOnboardingProgress, 'deploy');
    expect(skipped).toEqual({ completed: [], skipped: ['deploy'] });
    expect(doneCount(skipped)).toBe(1);
    expect(completeStep(skipped, 'deploy')).toEqual({ completed: ['deploy'], skipped: [] });
  });

  it('moves the selection to the next step, staying on the last', () => {
    expect(selectionAfter('demo')).toBe('project');
    expect(selectionAfter('integrations')).toBe('deploy');
    expect(selectionAfter('deploy')).toBe('deploy');
  });

  it('keeps what a visitor did before signing in when merging with the saved progress', () => {
    const saved = { completed: ['project' as const], skipped: [] };
    const local = { completed: ['demo' as const], skipped: ['deploy' as const] };
    expect(mergeProgress(saved, local)).toEqual({
      completed: ['demo', 'project'],
      skipped: ['deploy'],
    });
  });

  it('names the steps newly completed by a save', () => {
    const before = { completed: ['demo' as const], skipped: [] };
    const after = { completed: ['demo' as const, 'integrations' as const], skipped: [] };
    expect(newlyCompleted(before, after)).toEqual(['integrations']);
  });

  it('normalises repeats and a step both completed and skipped', () => {
    expect(
      normalizeProgress({ completed: ['deploy', 'demo', 'demo'], skipped: ['deploy'] }),
    ).toEqual({ completed: ['demo', 'deploy'], skipped: [] });
  });

  it('refuses a save that skips a required step or names an unknown step', () => {
    expect(saveOnboardingBody.safeParse({ completed: [], skipped: ['project'] }).success).toBe(
      false,
    );
    expect(saveOnboardingBody.safeParse({ completed: ['lunch'], skipped: [] }).success).toBe(false);
    expect(saveOnboardingBody.safeParse({ completed: ['demo'], skipped: ['deploy'] }).success).toBe(
      true,
    );
  });
});
