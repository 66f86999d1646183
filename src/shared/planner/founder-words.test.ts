import { describe, expect, it } from 'vitest';
import { contextAfter, planOk } from '../../../tests/planner/helpers';

/** Git, storage and hosting asked for in founders' words rather than the studio's. */
const project = () =>
  contextAfter(
    'create a branch called spring-sale',
    'create a public bucket called flyers',
    'create a public bucket called payslips',
  );
const steps = (instruction: string) => planOk(instruction, project()).steps;

describe('git in everyday words', () => {
  it('reads a copy with a name as a new branch', () => {
    expect(steps('keep a spare copy of main, name it before-launch')[0]).toEqual({
      kind: 'git.createBranch',
      name: 'before-launch',
      from: 'main',
    });
  });

  it('reads bringing a branch’s work into the live site as a merge', () => {
    expect(steps('please carry the spring-sale work over to the live site')[0]).toMatchObject({
      kind: 'git.merge',
      source: 'spring-sale',
      target: 'main',
    });
  });

  it('reads "it" as the one branch the words named', () => {
    expect(steps('spring-sale looks great, merge it')[0]).toMatchObject({
      kind: 'git.merge',
      source: 'spring-sale',
    });
  });

  it('reads the newest save as the newest commit', () => {
    expect(steps('which is the latest save on spring-sale?')[0]).toMatchObject({
      kind: 'query.state',
      topic: 'commits',
      branch: 'spring-sale',
    });
  });
});

describe('storage in everyday words', () => {
  it('makes a bucket private when the words say it should not be public', () => {
    expect(
      JSON.stringify(steps('payslips must never be visible to the public, lock it down')),
    ).toContain("set public = false where id = 'payslips'");
  });

  it('limits a bucket to the kinds of file named', () => {
    expect(JSON.stringify(steps('flyers: just pdf files please, nothing else'))).toContain(
      "array['application/pdf']",
    );
  });

  it('creates a private bucket from a place to keep files with a name', () => {
    expect(
      JSON.stringify(steps('we want a private spot to upload contracts, call it signed')),
    ).toContain("values ('signed', 'signed', false)");
  });
});

describe('settings in everyday words', () => {
  it('reads a key and its value wherever they sit', () => {
    expect(
      steps('could you put a new config setting called MAPS_TOKEN = abc123 on the live site')[0],
    ).toEqual({
      kind: 'hosting.setEnv',
      key: 'MAPS_TOKEN',
      value: 'abc123',
      context: 'all',
    });
  });
});
