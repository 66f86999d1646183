import { describe, expect, it } from 'vitest';
import { planInstruction } from '@shared/planner';
import { contextAfter, planOk, sqlOf } from '../../../tests/planner/helpers';

/** Sentences that once ran a plan doing something else: each is now read right, asked or refused. */
const hall = () =>
  contextAfter(
    'create a table called teams with a name',
    'create a table called players with a name and a shirt colour',
    'create a table called bookings with a guest email and a room',
    'create a table called regulars with a name',
  );

describe('never a plan that does something else', () => {
  it('reads a remark after a rename as a remark, never part of the new name', () => {
    expect(
      sqlOf(
        planOk(
          "can you rename shirt colour to kit colour? that's what the players call it",
          hall(),
        ),
      ),
    ).toEqual(['alter table public.players rename column shirt_colour to kit_colour;']);
  });
  it('never makes a table out of "… stuff -"', () => {
    expect(sqlOf(planOk('five-a-side stuff - each player plays for one team', hall()))[0]).toBe(
      'alter table public.players add column team_id uuid not null references public.teams(id) on delete cascade;',
    );
  });
  it('never reads a sentence about slow searches as a row change', () => {
    const result = planInstruction(
      "looking up bookings by the guest's email is getting really slow, can you speed that up?",
      { context: hall() },
    );
    expect(result.ok && result.plan.steps.some((s) => s.kind === 'data.updateWhere')).toBe(false);
  });
  it('asks which rows "the old ones" are rather than deleting a row called that', () => {
    const result = planInstruction('delete the old ones', { context: hall() });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.clarification?.question).toMatch(/count as old/);
  });
});

describe('values moved and places named by what they hold', () => {
  it('moves a plan value to another, never into the e-mail column', () => {
    const context = contextAfter(
      'create a table called patrons with an email and a tier',
      'add these patrons: a@v.io (bronze), b@v.io (gold)',
    );
    expect(
      planOk("we're retiring bronze — anyone on bronze should be moved to silver", context).steps,
    ).toEqual([
      {
        kind: 'data.updateWhere',
        table: 'patrons',
        where: [{ column: 'tier', op: 'is', value: 'bronze' }],
        values: { tier: 'silver' },
      },
    ]);
  });
  it('names a bucket by the things kept, never by the sentence about them', () => {
    expect(
      JSON.stringify(
        planOk(
          'I need somewhere to put photos of the horses after a ride so I can send them to riders',
          hall(),
        ).steps,
      ),
    ).toContain("values ('horse-photos', 'horse-photos'");
    expect(
      JSON.stringify(
        planOk(
          'Make a folder for our price list PDFs that anyone can download from the website.',
          hall(),
        ).steps,
      ),
    ).toContain("values ('price-list-pdfs', 'price-list-pdfs', true)");
  });
});

/** A cellar, a band list and a car wash: rows said with remarks, values where names would be. */
const cellar = () =>
  contextAfter(
    'create a table called casks with a beer name, a size and a status',
    'add these casks: Amber Road (40, full), Low Tide (20, empty), Fog Horn (40, empty)',
    'create a table called acts with a name, a genre and a contact email',
    'create a table called clients with a name, a car reg and a phone',
  );

describe('never a plan that does something else, with rows', () => {
  it('deletes the rows a held word names, and reads "gone back to" as no new state', () => {
    expect(
      planOk('bin the empty casks off the list? they went back to the brewer', cellar()).steps,
    ).toEqual([
      {
        kind: 'data.deleteWhere',
        table: 'casks',
        where: [{ column: 'status', op: 'is', value: 'empty' }],
      },
    ]);
    expect(
      planInstruction('the empty casks have gone back to the brewer', { context: cellar() }).ok,
    ).toBe(false);
  });
  it('keeps "email is …" in the same new row, never a second row with "is" in it', () => {
    expect(
      planOk('new act booked - the Night Owls, they are jazz, email is owls@example.com', cellar())
        .steps,
    ).toEqual([
      {
        kind: 'data.insertRows',
        table: 'acts',
        rows: [{ name: 'the Night Owls', genre: 'jazz', contact_email: 'owls@example.com' }],
      },
    ]);
  });
  it('never names columns after values: a phone number or a car registration', () => {
    const result = planInstruction('add a new regular: Di Fox, reg AB12 CDE, mobile 07700 123456', {
      context: cellar(),
    });
    expect(result.ok && result.plan.steps.some((s) => s.kind === 'sql')).toBe(false);
  });
  it('never keeps "off" in the name of the row taken off', () => {
    expect(planOk('take Low Tide off', cellar()).steps[0]).toMatchObject({
      where: [{ column: 'beer_name', op: 'is', value: 'Low Tide' }],
    });
  });
});

describe('never a row out of words about a column', () => {
  const trips = () =>
    contextAfter(
      'create a table called trips with a name, a skipper and a fare',
      'create a table called tickets with a holder and a state',
    );
  it('reads "with a default of" and "unless we say otherwise" as where a new column starts', () => {
    expect(sqlOf(planOk('add a tip to the trips with a default of 0', trips()))).toEqual([
      'alter table public.trips add column tip numeric(12,2) default 0;',
    ]);
    expect(sqlOf(planOk('add a tip to the trips, zero unless we say otherwise', trips()))).toEqual([
      'alter table public.trips add column tip numeric(12,2) default 0;',
    ]);
  });
  it('still adds rows whose values hold a word of the table\'s name ("on loan" in loans)', () => {
    const loans = contextAfter('create a table called loans with an item, a lender and a status');
    expect(
      planOk('add these loans: Gold Cup (Leeds Museum, on loan)', loans).steps[0],
    ).toMatchObject({
      kind: 'data.insertRows',
      rows: [{ item: 'Gold Cup', lender: 'Leeds Museum', status: 'on loan' }],
    });
  });
  it('never adds a row whose name says the table itself', () => {
    const result = planInstruction('add Harbour Loop to the trips table to the trips', {
      context: trips(),
    });
    expect(result.ok && result.plan.steps.some((s) => s.kind === 'data.insertRows')).toBe(false);
  });
  it('gives the one state column a starting value, never a row named after the words', () => {
    expect(sqlOf(planOk('new tickets should begin as unused automatically', trips()))).toEqual([
      "alter table public.tickets alter column state set default 'unused';",
    ]);
  });
});

describe('never a plan of another service for words about signing in', () => {
  const shop = () => contextAfter('create a table called invoices with a client and an amount');
  it('reads "when customers log in" as who, never as the git log', () => {
    const steps = planOk(
      "when clients log in they should only see their own invoices, not everybody's",
      shop(),
    ).steps;
    expect(steps.some((s) => s.kind === 'query.state')).toBe(false);
    expect(
      sqlOf(planOk('when clients log in they should only see their own invoices', shop())).join(
        ' ',
      ),
    ).toContain('auth.uid()');
  });
  it('reads sign-in with a profile as the profile to keep', () => {
    expect(
      sqlOf(
        planOk(
          'we want members to be able to sign up, and keep a profile with their nickname',
          shop(),
        ),
      ),
    ).toContain('alter table public.profiles add column nickname text;');
  });
  it('finds a table said as "the … list" or by its thing ("the menu" for menu_items)', () => {
    const menu = contextAfter('create a table called dish_items with a name and a price');
    expect(
      sqlOf(planOk('anyone browsing the site should be able to see the dish list', menu))[0],
    ).toContain('on public.dish_items for select to anon');
    expect(
      sqlOf(planOk('everyone can read the dish items, but only we can edit them', menu))[0],
    ).toContain('on public.dish_items for select to anon');
  });
});

describe('a complaint about the site asks what to change', () => {
  it('asks, with choices that each plan, rather than a dead end', () => {
    const result = planInstruction('our homepage is a bit boring to be honest, can you help', {
      context: contextAfter('create a table called visits with a name'),
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.clarification?.choices.length).toBeGreaterThan(1);
  });
});

describe('who may see rows, said with "only ever", "never anyone else\'s" and "nobody but"', () => {
  const diary = () =>
    contextAfter('create a table called diary_notes with a user id, a title and a body');
  it.each([
    "members should only ever be able to see their own diary notes, never anyone else's",
    'our diary notes are private. nobody but the author should be able to read them',
  ])('%s', (instruction) => {
    expect(sqlOf(planOk(instruction, diary())).join(' ')).toContain(
      'using ((select auth.uid()) = user_id)',
    );
  });
  it('asks which row when a value is given for a column and no row is named', () => {
    const contacts = contextAfter(
      'create a table called suppliers with a name and an email',
      'add these suppliers: Mill (a@mill.co), Farm (b@farm.co)',
    );
    expect(planOk('change the email to orders@mill.co', contacts).steps[0]).toMatchObject({
      kind: 'data.updateWhere',
      where: [],
      values: { email: 'orders@mill.co' },
      one: true,
    });
  });
  it('reads "florist here - …" as who is speaking, then the request', () => {
    expect(
      planOk('florist here - add a section to the homepage with our two bouquets: Rose, Tulip')
        .steps[0],
    ).toMatchObject({ kind: 'content.edit', edits: [{ op: 'addSection', heading: 'Bouquets' }] });
  });
});

describe('never a row split at an "and" inside its name', () => {
  it('keeps "Fish and Chips (main, 9)" one row', () => {
    const menu = contextAfter('create a table called dishes with a name, a course and a price');
    expect(
      planOk('add these dishes: Fish and Chips (main, 9), Apple Pie (pudding, 5)', menu).steps,
    ).toEqual([
      {
        kind: 'data.insertRows',
        table: 'dishes',
        rows: [
          { name: 'Fish and Chips', course: 'main', price: 9 },
          { name: 'Apple Pie', course: 'pudding', price: 5 },
        ],
      },
    ]);
  });
});

describe('rows and tables said in passing', () => {
  const shop = () =>
    contextAfter(
      'create a table called buyers with a name and a city',
      'add these buyers: Ana (Leeds), Bo (York), Cy (Leeds)',
      'create a table called mugs with a name and a price',
      'add these mugs: Blue (8), Red (9)',
    );
  it('deletes everyone based in a place the rows hold', () => {
    expect(planOk('get rid of everyone living in Leeds', shop()).steps[0]).toEqual({
      kind: 'data.deleteWhere',
      table: 'buyers',
      where: [{ column: 'city', op: 'is', value: 'Leeds' }],
    });
  });
  it("adds an amount onto every row's number", () => {
    expect(planOk("clay went up so add £1 onto every mug's price", shop()).steps[0]).toMatchObject({
      table: 'mugs',
      where: [],
      adjust: { price: { op: 'add', by: 1 } },
    });
  });
  it('renames a table asked as a question', () => {
    expect(sqlOf(planOk('hmm, could the buyers table be called clients instead', shop()))).toEqual([
      'alter table public.buyers rename to clients;',
    ]);
  });
});

describe('column rules said as facts and worries', () => {
  const club = () =>
    contextAfter(
      'create a table called players with a name, a first name, an email, a phone and a shirt number',
      'create a table called fixtures with an opponent and a kick off date',
    );
  it.each([
    [
      'finding players by email is taking ages now, could you speed it up?',
      'create index players_email_idx on public.players (email);',
    ],
    [
      "two people shouldn't be able to use the same email for the club",
      'alter table public.players add constraint players_email_key unique (email);',
    ],
    [
      "make it so a player can't be saved without a phone",
      'alter table public.players alter column phone set not null;',
    ],
    [
      'honestly nobody ever looks at the shirt number, get rid of it',
      'alter table public.players drop column shirt_number;',
    ],
    [
      'to be fair nobody fills in the first name, get rid of it',
      'alter table public.players drop column first_name;',
    ],
  ])('%s', (instruction, sql) => {
    expect(sqlOf(planOk(instruction, club()))).toContain(sql);
  });
  it('never answers "when each … is" with rows when the rows keep no date of their own', () => {
    const result = planInstruction('we need to know when each player is up for renewal', {
      context: club(),
    });
    expect(result.ok && result.plan.steps.some((s) => s.kind === 'query.select')).toBe(false);
  });
});
