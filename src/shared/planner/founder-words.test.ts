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

describe('the site in everyday words', () => {
  const edits = (instruction: string) => {
    const [step] = planOk(instruction, project()).steps;
    return step?.kind === 'content.edit' ? step.edits : [];
  };

  it('keeps both colours when two are said together', () => {
    expect(edits('make the background #0b0b0b and the text #fafafa')).toEqual([
      { op: 'colour', target: 'background', colour: '#0b0b0b' },
      { op: 'colour', target: 'text', colour: '#fafafa' },
    ]);
  });

  it('reads "can we have a slogan under the heading that says: …" as new words', () => {
    expect(edits('could we get a slogan under the heading that says: Fresh every morning')).toEqual(
      [{ op: 'addParagraph', text: 'Fresh every morning', place: 'underHeadline' }],
    );
  });

  it('reads "it" as the part of the site the remark named', () => {
    expect(edits('the main heading is dull, make it say Hello Harbour')).toEqual([
      { op: 'headline', text: 'Hello Harbour' },
    ]);
  });

  it('fills a new page with what it lists', () => {
    expect(edits('we want a menu page showing our dishes: soup, pie and tart')[0]).toMatchObject({
      op: 'addPage',
      name: 'menu',
      paragraphs: ['soup, pie and tart'],
    });
  });
});
