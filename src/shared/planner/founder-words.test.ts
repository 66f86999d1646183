import { describe, expect, it } from 'vitest';
import { planInstruction } from '@shared/planner';
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

describe('names, places and settings said after the request', () => {
  it('names a bucket from "…, call it" and "name it", and asks about a long description', () => {
    const sql = JSON.stringify(
      steps('we need somewhere to upload menu photos, call it menu-shots'),
    );
    expect(sql).toContain("values ('menu-shots', 'menu-shots'");
    expect(
      JSON.stringify(
        steps('set up file storage for our coaches to upload plans into, name it plans'),
      ),
    ).toContain("values ('plans', 'plans'");
    expect(
      planInstruction(
        'parents should be able to upload a photo of the kit their child needs when they book - where would those go?',
        {
          context: contextAfter(),
        },
      ).ok,
    ).toBe(false);
  });
  it('puts a branch said first beside the file, never inside its words', () => {
    expect(steps('on the spring-sale branch add a plan.md file that says try two tiers')).toEqual([
      {
        kind: 'git.commitFiles',
        branch: 'spring-sale',
        message: 'Add plan.md',
        files: [{ path: 'plan.md', content: 'try two tiers\n' }],
      },
    ]);
  });
  it('reads settings said around the key', () => {
    expect(steps('the site needs a setting SUPPORT_EMAIL set to help@kiln.co')).toEqual([
      { kind: 'hosting.setEnv', key: 'SUPPORT_EMAIL', value: 'help@kiln.co', context: 'all' },
    ]);
    expect(
      steps('our chat widget needs a setting on the site called WIDGET_KEY with the value wk_9'),
    ).toEqual([{ kind: 'hosting.setEnv', key: 'WIDGET_KEY', value: 'wk_9', context: 'all' }]);
  });
  it('adds an address to the footer and an e-mail after a remark about why', () => {
    expect(steps('stick our address in the footer: 2 Quay St, Deal')[0]).toMatchObject({
      edits: [{ op: 'addParagraph', text: 'address: 2 Quay St, Deal', place: 'end' }],
    });
    expect(
      steps('people keep asking how to reach us. Put hi@kiln.co on the homepage somewhere')[0],
    ).toMatchObject({
      edits: [{ op: 'addParagraph', text: 'hi@kiln.co', place: 'end' }],
    });
  });
});

describe('branches said as copies and versions', () => {
  const repo = () =>
    contextAfter('create a branch called trial-run', 'create a branch called scratchpad');
  it('lets go of a copy, and brings a version into the real one', () => {
    expect(planOk('throw away the scratchpad copy, we are not using it', repo()).steps).toEqual([
      { kind: 'git.deleteBranch', name: 'scratchpad' },
    ]);
    expect(
      planOk(
        "we're happy with the trial-run now, bring those changes into the real version",
        repo(),
      ).steps,
    ).toEqual([{ kind: 'git.merge', source: 'trial-run', target: 'main' }]);
  });
  it('never reads a pull request as a merge', () => {
    expect(
      planInstruction('open a pull request from trial-run to main', { context: repo() }).ok,
    ).toBe(false);
  });
});
