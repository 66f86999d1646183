import { describe, expect, it } from 'vitest';
import { generateCode, type CodeResult } from './index';
import { parseFieldList } from './fields';

function generated(prompt: string): CodeResult {
  const result = generateCode(prompt);
  if (!result.ok) throw new Error(`refused "${prompt}": ${result.message}`);
  return result;
}

describe('fields from plain English', () => {
  it('splits a list on commas and "and", dropping articles and input words', () => {
    expect(parseFieldList('a title, a due date and a done checkbox')).toEqual([
      { name: 'title', label: 'Title', type: 'text', required: true },
      { name: 'dueDate', label: 'Due date', type: 'date', required: true },
      { name: 'done', label: 'Done', type: 'checkbox', required: false },
    ]);
  });

  it('infers the kind of value from the words', () => {
    const types = parseFieldList(
      'email, phone number, price, quantity, photo, website, bio, published at, is active, in stock, password',
    ).map((f) => [f.name, f.type]);
    expect(types).toEqual([
      ['email', 'email'],
      ['phoneNumber', 'tel'],
      ['price', 'money'],
      ['quantity', 'number'],
      ['photo', 'image'],
      ['website', 'url'],
      ['bio', 'textarea'],
      ['publishedAt', 'date'],
      ['isActive', 'checkbox'],
      ['inStock', 'checkbox'],
      ['password', 'password'],
    ]);
  });

  it('keeps optional fields optional, drops repeats, buttons and search boxes', () => {
    const fields = parseFieldList('name, email (optional), name, a send button and a search box');
    expect(fields.map((f) => [f.name, f.required])).toEqual([
      ['name', true],
      ['email', false],
    ]);
  });

  it('never produces a reserved word or a duplicate identifier', () => {
    const names = parseFieldList('class, default, new value, id, key, total').map((f) => f.name);
    expect(names).toEqual([
      'classValue',
      'defaultValue',
      'valueValue',
      'idValue',
      'keyValue',
      'totalValue',
    ]);
  });
});

describe('components', () => {
  it('writes a contact form with name, email and message', () => {
    const result = generated('a contact form with name, email and message');
    expect(result).toMatchObject({ kind: 'form', language: 'tsx', name: 'ContactForm' });
    expect(result.code).toContain('export function ContactForm');
    expect(result.code).toContain('<input required value={values.name}');
    expect(result.code).toContain('type="email"');
    expect(result.code).toContain('<textarea required');
    expect(result.code).toContain("'Send message'");
    expect(result.summary).toContain('name, email and message');
  });

  it('keeps number inputs as text until submit', () => {
    const { code } = generated('a booking form with name and number of guests');
    expect(code).toContain(
      "type BookingFormDraft = Omit<BookingFormValues, 'numberOfGuests'> & { numberOfGuests: string };",
    );
    expect(code).toContain('numberOfGuests: Number(draft.numberOfGuests)');
  });

  it('fills in sensible fields when a familiar form names none', () => {
    expect(generated('a login form').code).toMatch(/email: string;\n {2}password: string;/);
    expect(generated('a simple signup form').name).toBe('SignupForm');
  });

  it('writes a list with an empty state and an optional search box', () => {
    const plain = generated('a list of products with name and price');
    expect(plain).toMatchObject({ kind: 'list', name: 'ProductList' });
    expect(plain.code).toContain('No products yet.');
    expect(plain.code).toContain('money.format(item.price)');
    expect(plain.code).not.toContain('useState');
    const searchable = generated('a list of products with name and price and a search box');
    expect(searchable.code).toContain('Search products');
  });

  it('writes a card that shows the picture, the title and the details', () => {
    const result = generated('a product card with name, price and photo');
    expect(result).toMatchObject({ kind: 'card', name: 'ProductCard' });
    expect(result.code).toContain('<img src={photo} alt={name}');
    expect(result.code).toContain('<h3>{name}</h3>');
  });

  it('asks for fields when it cannot guess them', () => {
    const result = generateCode('a form');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/which fields/);
  });

  it('is deterministic', () => {
    const prompt = 'a list of tasks with title, due date and done';
    expect(generateCode(prompt)).toEqual(generateCode(prompt));
  });
});

describe('calculations', () => {
  const cases: [string, string][] = [
    [
      'a function that calculates the total price of a cart where each item has a price and a quantity',
      'cartTotal',
    ],
    ['a function that works out the average rating from a list of reviews', 'averageRating'],
    ['a function that returns the highest score in a list of players', 'highestScore'],
    [
      'a function that counts how many tasks are done in a list of tasks with title and done',
      'countDone',
    ],
    ['function that calculates profit as revenue minus costs', 'calculateProfit'],
    ['convert celsius to fahrenheit', 'celsiusToFahrenheit'],
    ['a function that converts miles to kilometres', 'milesToKilometers'],
    ['a function that adds 8% sales tax to an amount', 'addTax'],
    ['calculate a 25% discount on a price', 'applyDiscount'],
    ['a function to split a bill with a 20% tip between friends', 'splitBill'],
    ['calculate the monthly payment for a loan', 'monthlyLoanPayment'],
    ['a function that works out compound interest on savings', 'compoundInterest'],
    ['a function that calculates age from a date of birth', 'ageOn'],
    ['a function that counts the days between two dates', 'daysBetween'],
    ['a function that calculates bmi', 'bodyMassIndex'],
    [
      'a function that calculates what percentage of tasks are done out of the total',
      'percentageOf',
    ],
  ];
  it.each(cases)('"%s" becomes %s', (prompt, name) => {
    const result = generated(prompt);
    expect(result).toMatchObject({ kind: 'function', language: 'typescript', name });
    expect(result.code).toContain(`export function ${name}(`);
  });

  it('takes the percentage written in the prompt as the default', () => {
    expect(generated('calculate a 25% discount on a price').code).toContain('discountPercent = 25');
    expect(generated('a function that adds 8% sales tax to an amount').code).toContain(
      'taxRatePercent = 8',
    );
  });

  it('turns a formula in words into an expression with one parameter per input', () => {
    expect(generated('calculate the area as width times height divided by 2').code).toContain(
      'export function calculateArea(width: number, height: number): number {\n  return width * height / 2;',
    );
  });

  it('refuses a calculation it does not understand, with wordings that work', () => {
    const result = generateCode('a function that does magic');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain('profit as revenue minus costs');
  });

  it('says what it can write when the prompt names nothing it knows', () => {
    const result = generateCode('a blue thing');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/form, a list, a card or a calculation/);
  });
});
