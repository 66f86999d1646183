import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { demoExamples } from '@content/demo-examples';

const root = fileURLToPath(new URL('../../', import.meta.url));
const requireFromRoot = createRequire(join(root, 'package.json'));

/** Each example's code as a file that does not exist on disk, beside the repository's node_modules. */
const virtualPath = (id: string, language: string) =>
  join(root, 'demo-examples', `${id}.${language === 'tsx' ? 'tsx' : 'ts'}`);

const options: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  noUnusedLocals: true,
  noUnusedParameters: true,
  isolatedModules: true,
  jsx: ts.JsxEmit.ReactJSX,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  types: [],
  skipLibCheck: true,
};

/** Type-checks in-memory files against the repository's real React types; messages per file. */
function typeCheck(files: Map<string, string>): Map<string, string[]> {
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const code = files.get(fileName);
    return code === undefined
      ? getSourceFile(fileName, languageVersion, ...rest)
      : ts.createSourceFile(fileName, code, languageVersion, true);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => files.has(fileName) || fileExists(fileName);
  const readFile = host.readFile.bind(host);
  host.readFile = (fileName) => files.get(fileName) ?? readFile(fileName);

  const program = ts.createProgram([...files.keys()], options, host);
  const byFile = new Map<string, string[]>([...files.keys()].map((f) => [f, []]));
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    const key = d.file?.fileName ?? 'global';
    byFile.set(key, [...(byFile.get(key) ?? []), message]);
  }
  return byFile;
}

/** Runs an example's code as a CommonJS module and returns its exports. */
function load(id: string): Record<string, unknown> {
  const example = demoExamples.find((e) => e.id === id);
  if (!example) throw new Error(`no demo example ${id}`);
  const { outputText } = ts.transpileModule(example.output, {
    compilerOptions: { ...options, noEmit: false, module: ts.ModuleKind.CommonJS },
    fileName: virtualPath(example.id, example.language),
  });
  const module = { exports: {} as Record<string, unknown> };
  new Function('require', 'module', 'exports', outputText)(requireFromRoot, module, module.exports);
  return module.exports;
}

describe('demo example outputs', () => {
  it('type-check under strict TypeScript with react-jsx', { timeout: 60_000 }, () => {
    const files = new Map(demoExamples.map((e) => [virtualPath(e.id, e.language), e.output]));
    const diagnostics = typeCheck(files);
    expect([...diagnostics.keys()].sort()).toEqual([...files.keys()].sort());
    expect([...diagnostics.values()].flat()).toEqual([]);
  });

  it('would catch an example that does not compile', { timeout: 60_000 }, () => {
    const broken = virtualPath('broken', 'tsx');
    const code =
      "import { useState } from 'react';\nexport const A = () => { const [n] = useState(0); return <p>{n.toUpperCase()}</p>; };\n";
    const messages = typeCheck(new Map([[broken, code]])).get(broken) ?? [];
    expect(messages.join('\n')).toMatch(/toUpperCase/);
  });

  it('render a contact form with name, email and message fields', () => {
    const ContactForm = load('contact-form').ContactForm as ComponentType<{
      onSend: () => Promise<void>;
    }>;
    const html = renderToStaticMarkup(createElement(ContactForm, { onSend: async () => {} }));
    expect(html).toContain('<form');
    expect(html).toMatch(/Name<input/);
    expect(html).toMatch(/type="email"/);
    expect(html).toContain('<textarea');
    expect(html).toContain('Send message');
  });

  it('render an empty task list', () => {
    const TaskList = load('task-list').TaskList as ComponentType;
    expect(renderToStaticMarkup(createElement(TaskList))).toContain('0 tasks left');
  });

  it('work out monthly recurring revenue', () => {
    const mrr = load('monthly-revenue').monthlyRecurringRevenue as (
      subscriptions: { priceCents: number; billing: 'monthly' | 'yearly'; active: boolean }[],
    ) => number;
    expect(
      mrr([
        { priceCents: 2900, billing: 'monthly', active: true },
        { priceCents: 12_000, billing: 'yearly', active: true },
        { priceCents: 19_900, billing: 'monthly', active: false },
      ]),
    ).toBe(3900);
    expect(mrr([])).toBe(0);
  });
});
