import { describe, expect, it } from 'vitest';
import { contextAfter, planOk, sqlOf } from '../../../tests/planner/helpers';

const created = (instruction: string, ...setup: string[]) =>
  sqlOf(planOk(instruction, contextAfter(...setup))).join('\n');

describe('new tables read by what the sentence keeps', () => {
  it('takes the thing after the keeping words, every one of them as plural', () => {
    const sql = created('we want to record every repair: which bike, the fault, what it cost us');
    expect(sql).toContain('create table public.repairs');
    expect(sql).toMatch(/bike text/);
    expect(sql).toMatch(/cost numeric/);
  });

  it('leaves a clause about the things out of their name', () => {
    expect(
      created('keep a list of the plants we have sold - species, pot size and price'),
    ).toContain('create table public.plants');
  });

  it('joins a place to keep things with the list said in the next sentence', () => {
    const sql = created(
      'Could you make something to track mileage? We need the date, the miles and why',
    );
    expect(sql).toContain('create table public.mileage');
    expect(sql).toMatch(/miles integer/);
  });

  it('links the new table to one the project has when a clause says it belongs to it', () => {
    const sql = created(
      'now we need invoices, each invoice is for one of the clients, with the amount and when it was sent',
      'create a table called clients with columns name (text)',
    );
    expect(sql).toMatch(/client_id uuid not null references public\.clients/);
    expect(sql).toMatch(/sent_at timestamptz/);
  });

  it('reads what people leave as the table when the list says to store it', () => {
    const sql = created(
      'guests leave comments on recipes - want to keep what they said and which recipe it is about',
      'create a table called recipes with columns title (text)',
    );
    expect(sql).toContain('create table public.comments');
    expect(sql).toMatch(/recipe_id uuid/);
  });

  it('never takes a table named outright or a change to the site', () => {
    expect(created('create a table called daily_totals with day and amount')).toContain(
      'create table public.daily_totals',
    );
  });
});

describe('columns said as a clause', () => {
  it.each([
    ['how many days shipping normally takes', 'shipping_days integer'],
    ['the team they play for', 'team text'],
    ['who it was handed to', 'handed_to text'],
    ['what we charge', 'price numeric'],
    ['how long it lasted in hours', 'duration_hours integer'],
    ['what the customer said', 'comment text'],
    ['a yes/no for whether they want the newsletter', 'want_newsletter boolean'],
  ])('"%s" → %s', (item, column) => {
    expect(created(`create a table called visits with a title and ${item}`)).toContain(column);
  });
});

describe('new tables said over two sentences or several at once', () => {
  it('joins "each one has …" to the things the sentence before keeps, even things like files', () => {
    expect(
      created(
        'We want to log our video episodes. Each one has a title, a length in minutes and a date.',
      ),
    ).toContain('create table public.video_episodes');
  });

  it('makes each table of "two tables: a (…) and b (…)"', () => {
    const sql = created(
      'please set up two tables for the club: players (name, shirt number) and fixtures (opponent, kick off date)',
    );
    expect(sql).toContain('create table public.players');
    expect(sql).toContain('create table public.fixtures');
  });

  it('takes the things from what the business does when the list follows a need to write them down', () => {
    expect(
      created(
        'i run bike repairs from my garage and lose track. need a place to note down who brought it, what broke and the due date',
      ),
    ).toContain('create table public.bike_repairs');
  });
});

describe('more of how founders ask for a table', () => {
  it.each([
    [
      'we fix bikes in a garage, want to keep track of the repairs - the bike, the fault and the cost',
      'repairs',
    ],
    [
      'For the choir I want to keep singers along with their voice part and when they joined',
      'singers',
    ],
    ['wedding planner here. need venues: name, town, capacity and day rate', 'venues'],
  ])('%s', (instruction, table) =>
    expect(created(instruction)).toContain(`create table public.${table} (`),
  );

  it.each([
    ['what they pay weekly', 'weekly_fee numeric'],
    ['a url where fans buy tickets', 'tickets_link text'],
    ['what dish was ordered', 'dish text'],
  ])('"%s" → %s', (item, column) =>
    expect(created(`create a table called visits with a title and ${item}`)).toContain(column),
  );

  it('names a table by the last word of its name when only one ends so', () => {
    const sql = created(
      'each customer should only see the tickets they opened',
      'create a table called help_tickets with a subject',
    );
    expect(sql).toContain('on public.help_tickets');
  });
});
