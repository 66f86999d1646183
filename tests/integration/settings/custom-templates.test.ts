import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planById } from '@shared/constants/plans';
import { addTag, newTemplateField } from '@shared/contracts/custom-templates';
import { signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let plan = 'pro';
beforeAll(async () => {
  t = await createTestApp({}, { entitlements: { planFor: async () => planById(plan) } });
});
afterAll(() => t.close());

const template = {
  name: 'Contact form',
  description: 'A form that collects a name and a message.',
  category: 'forms',
  tags: ['form', 'contact'],
  framework: 'react',
  fields: [
    newTemplateField(1),
    { ...newTemplateField(2), name: 'message', type: 'textarea', label: 'Message', required: true },
  ],
  codeTemplate: '<form><input name="{{field_1}}" /><textarea name="{{message}}"></textarea></form>',
};
const list = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/custom-templates', cookie })).json().templates;

describe('custom templates', () => {
  it('are created, edited, exported, deleted and imported again per user', async () => {
    const ada = await signUpUser(t);
    const grace = await signUpUser(t);
    const created = await t.request({
      method: 'POST',
      url: '/api/custom-templates',
      cookie: ada.cookie,
      payload: template,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().template.id;
    const edited = await t.request({
      method: 'PUT',
      url: `/api/custom-templates/${id}`,
      cookie: ada.cookie,
      payload: { ...template, tags: ['form'] },
    });
    expect(edited.json().template.tags).toEqual(['form']);
    expect(await list(grace.cookie)).toEqual([]);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/custom-templates/${id}`,
          cookie: grace.cookie,
        })
      ).statusCode,
    ).toBe(404);

    const exported = {
      format: 'bridge-studio-templates',
      version: 1,
      templates: await list(ada.cookie),
    };
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/custom-templates/${id}`,
          cookie: ada.cookie,
        })
      ).statusCode,
    ).toBe(204);
    expect(await list(ada.cookie)).toEqual([]);
    const imported = await t.request({
      method: 'POST',
      url: '/api/custom-templates/import',
      cookie: ada.cookie,
      payload: exported,
    });
    expect(imported.statusCode).toBe(201);
    const [back] = await list(ada.cookie);
    expect(back).toMatchObject({ ...template, tags: ['form'] });
    expect(back.id).not.toBe(id);
  });

  it.each([
    ['no name', { ...template, name: ' ' }, 'Please fill in the template name and description'],
    [
      'no description',
      { ...template, description: '' },
      'Please fill in the template name and description',
    ],
    [
      'an unknown field type',
      { ...template, fields: [{ ...newTemplateField(1), type: 'radio' }] },
      '',
    ],
    ['a repeated tag', { ...template, tags: ['a', 'a'] }, 'Each tag once.'],
  ])('refuse a template with %s', async (_name, payload, message) => {
    const { cookie } = await signUpUser(t);
    const res = await t.request({ method: 'POST', url: '/api/custom-templates', cookie, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect(await list(cookie)).toEqual([]);
  });

  it('refuse an invalid import file whole, saving none of it', async () => {
    const { cookie } = await signUpUser(t);
    const file = {
      format: 'bridge-studio-templates',
      version: 1,
      templates: [template, { ...template, name: '' }],
    };
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/custom-templates/import',
          cookie,
          payload: file,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/custom-templates/import',
          cookie,
          payload: { hello: 'world' },
        })
      ).statusCode,
    ).toBe(400);
    expect(await list(cookie)).toEqual([]);
  });

  it('are part of the paid plan', async () => {
    const { cookie } = await signUpUser(t);
    plan = 'explorer';
    try {
      const res = await t.request({
        method: 'POST',
        url: '/api/custom-templates',
        cookie,
        payload: template,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('upgrade_required');
    } finally {
      plan = 'pro';
    }
  });

  it('start a project in the Project Builder with the template’s files, and only the owner’s', async () => {
    const ada = await signUpUser(t);
    const grace = await signUpUser(t);
    const id = (
      await t.request({
        method: 'POST',
        url: '/api/custom-templates',
        cookie: ada.cookie,
        payload: template,
      })
    ).json().template.id;
    const stolen = await t.request({
      method: 'POST',
      url: '/api/projects',
      cookie: grace.cookie,
      payload: { name: 'Copy', customTemplateId: id },
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.message).toBe('That custom template was not found.');

    const created = await t.request({
      method: 'POST',
      url: '/api/projects',
      cookie: ada.cookie,
      payload: { name: 'From my template', customTemplateId: id },
    });
    expect(created.statusCode).toBe(201);
    const zip = await t.request({
      method: 'GET',
      url: `/api/projects/${created.json().project.id}/git/zip`,
      cookie: ada.cookie,
    });
    expect(zip.statusCode).toBe(200);
    const names = zip.rawPayload.toString('latin1');
    expect(names).toContain('templates/contact-form.tsx');
    expect(names).toContain('templates/contact-form.template.json');
  });

  it('add a tag only when it is new and not empty', () => {
    expect(addTag(['a'], ' b ')).toEqual(['a', 'b']);
    expect(addTag(['a'], 'a')).toEqual(['a']);
    expect(addTag(['a'], '  ')).toEqual(['a']);
  });
});
