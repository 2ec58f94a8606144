import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_GROUPS, auditActionsOf, auditFilterOf, auditQuerySchema, bookingActorOf } from './audit.ts';

const filterOf = (q: Record<string, string>) => auditFilterOf(auditQuerySchema.parse(q));

describe('audit filters', () => {
  it('puts every action in exactly one group', () => {
    expect(AUDIT_GROUPS.flatMap(auditActionsOf).sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it.each([
    [{}, { actions: null, actorId: null, actorEmail: null, from: null, to: null, limit: 50, offset: 0 }],
    [{ group: 'sign-ins' }, { actions: ['auth.sign-in', 'auth.sign-in-failed'] }],
    [{ group: 'people', action: 'people.role' }, { actions: ['people.role'] }],
    [{ group: 'people', action: 'auth.sign-in' }, { actions: [] }],
    [{ actor: 'Ana@Example.com' }, { actorEmail: 'ana@example.com', actorId: null }],
    [{ actor: '6F1C2D3E-0000-4000-8000-000000000001' }, { actorId: '6f1c2d3e-0000-4000-8000-000000000001', actorEmail: null }],
    [
      { from: '2026-11-01', to: '2026-11-01' },
      { from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-11-02T00:00:00Z') },
    ],
    [
      { limit: '20', page: '3' },
      { limit: 20, offset: 40 },
    ],
  ])('%j → %j', (q, expected) => {
    expect(filterOf(q)).toMatchObject(expected);
  });

  it.each([{ from: '2026-13-45' }, { from: 'yesterday' }, { from: '2026-11-02', to: '2026-11-01' }, { group: 'nope' }, { page: '0' }])('refuses %j', (q) => {
    expect(auditQuerySchema.safeParse(q).success).toBe(false);
  });

  it('names a traveller or staff member as the actor of a booking change', () => {
    const person = { id: 'u1', firstName: 'Ana', lastName: '', email: 'ana@example.com' };
    expect(bookingActorOf({ ...person, userType: 'Traveller' })).toEqual({ kind: 'traveller', userId: 'u1', name: 'Ana', email: 'ana@example.com' });
    expect(bookingActorOf({ ...person, firstName: '', userType: 'Admin' })).toMatchObject({ kind: 'agent', name: 'ana@example.com' });
  });
});
