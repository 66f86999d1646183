import { describe, expect, it } from 'vitest';
import { connectionBudget, embeddedConnectionSettings, studioNeed } from './connection-budget';

const perProject = { founder: 4, studio: 8 };
const need = studioNeed({
  appPool: 10,
  admin: 2,
  projectPools: 20,
  perPool: 2,
  postgrest: 20,
  perPostgrest: 2,
});

describe('connection budget', () => {
  it("counts the studio's most connections and keeps them back on the embedded server", () => {
    expect(need).toBe(92);
    expect(embeddedConnectionSettings(need)).toEqual({
      max_connections: '192',
      reserved_connections: '92',
    });
  });

  it('finds nothing to warn about on the embedded server (PostgreSQL 18)', () => {
    const budget = connectionBudget(
      {
        version: 180_000,
        maxConnections: 192,
        superuserReserved: 3,
        reserved: 92,
        studioUsesReserved: true,
        perProject,
      },
      need,
      20,
    );
    expect(budget).toMatchObject({ founderSlots: 97, perAccount: 80, warnings: [] });
    expect(budget.summary).toMatch(/max_connections 192, 92 kept for the studio/);
  });

  it('warns on PostgreSQL 15, which cannot keep slots, and when one account could fill the rest', () => {
    const budget = connectionBudget(
      {
        version: 150_020,
        maxConnections: 100,
        superuserReserved: 3,
        reserved: 0,
        studioUsesReserved: false,
        perProject,
      },
      need,
      30,
    );
    expect(budget.founderSlots).toBe(97);
    expect(budget.perAccount).toBe(120);
    expect(budget.warnings).toHaveLength(2);
    expect(budget.warnings[0]).toMatch(/PostgreSQL 15, which cannot reserve connections/);
    expect(budget.warnings[1]).toMatch(/lower MAX_PROJECTS_PER_ACCOUNT/);
  });

  it('warns when the reserved slots are fewer than the studio may hold', () => {
    const budget = connectionBudget(
      {
        version: 170_000,
        maxConnections: 300,
        superuserReserved: 3,
        reserved: 10,
        studioUsesReserved: true,
        perProject,
      },
      need,
      5,
    );
    expect(budget.warnings).toEqual([
      'reserved_connections is 10 but the studio may hold 92: raise it, or lower PROJECT_DB_MAX_POOLS.',
    ]);
  });
});
