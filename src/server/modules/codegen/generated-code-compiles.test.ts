import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { generateCode, type CodeResult } from '@shared/codegen';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const requireFromRoot = createRequire(join(root, 'package.json'));

// Strict settings a careful developer would use, checked against the repository's real React types.
const options: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  noUnusedLocals: true,
  noUnusedParameters: true,
  noUncheckedIndexedAccess: true,
  isolatedModules: true,
  jsx: ts.JsxEmit.ReactJSX,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  types: [],
  skipLibCheck: true,
};

const fileFor = (index: number, result: CodeResult) =>
  join(root, 'generated-code', `case-${index}.${result.language === 'tsx' ? 'tsx' : 'ts'}`);

function typeCheck(files: Map<string, string>): string[] {
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) => {
    const code = files.get(name);
    return code === undefined
      ? getSourceFile(name, version, ...rest)
      : ts.createSourceFile(name, code, version, true);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => files.has(name) || fileExists(name);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => files.get(name) ?? readFile(name);
  const program = ts.createProgram([...files.keys()], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file
      ? `${d.file.fileName.split('/').pop()}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
      : '';
    return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

/** Runs generated code as a CommonJS module and returns its exports. */
function load(result: CodeResult): Record<string, unknown> {
  const { outputText } = ts.transpileModule(result.code, {
    compilerOptions: { ...options, noEmit: false, module: ts.ModuleKind.CommonJS },
    fileName: fileFor(0, result),
  });
  const module = { exports: {} as Record<string, unknown> };
  new Function('require', 'module', 'exports', outputText)(requireFromRoot, module, module.exports);
  return module.exports;
}

function generated(prompt: string): CodeResult {
  const result = generateCode(prompt);
  if (!result.ok) throw new Error(`refused "${prompt}": ${result.message}`);
  return result;
}

const PROMPTS = [
  'a contact form with name, email and message',
  'a signup form',
  'A booking form with name, email, date of birth (optional), number of guests, a budget and a subscribe checkbox',
  'a feedback form with a rating, comments and a website',
  'a list of products with name, price, photo and in stock, with a search box',
  'a list of tasks with title, due date and done',
  'a team directory with full name, email, phone and avatar',
  'a profile card with name, job title, email, website and avatar',
  'an event card with title, date, location and price',
  'a card with class, default and key',
  'a function that calculates the total price of a cart where each item has a price and a quantity',
  'a function that works out the average rating from a list of reviews',
  'a function that returns the highest score in a list of players',
  'a function that finds the cheapest price in a list of flights',
  'a function that adds up the amount of a list of invoices',
  'a function that counts how many tasks are done in a list of tasks with title and done',
  'function that calculates profit as revenue minus costs',
  'calculate the area as width times height divided by 2',
  'convert celsius to fahrenheit',
  'a function that converts pounds to kilograms',
  'a function that adds 8% sales tax to an amount',
  'calculate a 25% discount on a price',
  'a function to split a bill with a 20% tip between friends',
  'calculate the monthly payment for a loan',
  'a function that works out compound interest on savings',
  'a function that calculates simple interest',
  'a function that calculates age from a date of birth',
  'a function that counts the days between two dates',
  'a function that calculates bmi',
  'a function that calculates what percentage of tasks are done out of the total',
];

describe('generated code', () => {
  it('type-checks under strict TypeScript for every kind of prompt', { timeout: 120_000 }, () => {
    const files = new Map(
      PROMPTS.map((prompt, i) => {
        const result = generated(prompt);
        return [fileFor(i, result), result.code] as const;
      }),
    );
    expect(typeCheck(files)).toEqual([]);
  });

  it('would catch code that does not compile', { timeout: 60_000 }, () => {
    const result = generated('a contact form with name, email and message');
    const broken = result.code.replace(
      "update('name', e.target.value)",
      "update('name', e.target.checked)",
    );
    expect(typeCheck(new Map([[fileFor(0, result), broken]])).join('\n')).toMatch(/boolean/);
  });

  it('renders the contact form with name, email and message inputs', () => {
    const result = generated('a contact form with name, email and message');
    const ContactForm = load(result).ContactForm as ComponentType<{ onSubmit: () => void }>;
    const html = renderToStaticMarkup(createElement(ContactForm, { onSubmit: () => undefined }));
    expect(html).toMatch(/<label>Name<input required=""/);
    expect(html).toContain('type="email"');
    expect(html).toContain('<textarea required=""');
    expect(html).toContain('Send message');
  });

  it('renders a list and a card with formatted values', () => {
    const ProductList = load(generated('a list of products with name, price and in stock'))
      .ProductList as ComponentType<{
      items: { id: string; name: string; price: number; inStock: boolean }[];
    }>;
    const list = renderToStaticMarkup(
      createElement(ProductList, {
        items: [{ id: '1', name: 'Lamp', price: 19.5, inStock: true }],
      }),
    );
    expect(list).toContain('<strong>Lamp</strong>');
    expect(list).toContain('$19.50');
    expect(list).toContain('Yes');
    expect(renderToStaticMarkup(createElement(ProductList, { items: [] }))).toContain(
      'No products yet.',
    );
  });

  it('computes what the calculations promise', () => {
    const call = (prompt: string, ...args: unknown[]) => {
      const result = generated(prompt);
      return (load(result)[result.name] as (...a: unknown[]) => unknown)(...args);
    };
    expect(
      call(
        'a function that calculates the total price of a cart where each item has a price and a quantity',
        [
          { price: 2.5, quantity: 2 },
          { price: 10, quantity: 1 },
        ],
      ),
    ).toBe(15);
    expect(
      call('a function that works out the average rating from a list of reviews', [
        { rating: 4 },
        { rating: 5 },
      ]),
    ).toBe(4.5);
    expect(
      call('a function that works out the average rating from a list of reviews', []),
    ).toBeNull();
    expect(call('function that calculates profit as revenue minus costs', 100, 30)).toBe(70);
    expect(call('calculate the area as width times height divided by 2', 4, 3)).toBe(6);
    expect(call('convert celsius to fahrenheit', 100)).toBe(212);
    expect(call('a function that adds 8% sales tax to an amount', 50)).toEqual({
      net: 50,
      tax: 4,
      gross: 54,
    });
    expect(call('calculate a 25% discount on a price', 80)).toBe(60);
    expect(call('a function to split a bill with a 20% tip between friends', 100, 4)).toEqual({
      tip: 20,
      total: 120,
      perPerson: 30,
    });
    expect(call('calculate the monthly payment for a loan', 12_000, 0, 1)).toBe(1000);
    expect(
      call(
        'a function that calculates age from a date of birth',
        new Date(2000, 5, 15),
        new Date(2026, 5, 14),
      ),
    ).toBe(25);
    expect(
      call(
        'a function that counts the days between two dates',
        new Date(2026, 0, 1),
        new Date(2026, 2, 1),
      ),
    ).toBe(59);
    expect(
      call('a function that calculates what percentage of tasks are done out of the total', 1, 3),
    ).toBe(33.3);
  });
});
