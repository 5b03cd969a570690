import { describe, expect, test } from 'vitest';
import { makeUser } from '@/testing/data-generators';
import { eventPermissions } from './use-event-permissions';

// docs/decisions/037: an officer records progress inside their scope, and plans there only with
// can_plan; admins and the Super-Admin are never limited.
const ward5 = { wards: [5], branch_id: null };
const ward3 = { wards: [3], branch_id: null };
const municipal = { wards: [], branch_id: null };
const officer = (can_plan: boolean, scope_wards: number[] = [5], scope_branch_ids: number[] = []) =>
  makeUser({ role: 'user', can_plan, scope_wards, scope_branch_ids });

describe('what a user may do with an event', () => {
  test.each(['admin', 'Super-Admin'] as const)('%s: everything, on every event', (role) => {
    for (const place of [ward5, ward3, municipal]) {
      const may = eventPermissions(makeUser({ role }), place);
      expect(may).toMatchObject({
        canWrite: true,
        canPlan: true,
        canProgress: true,
        canDocument: true,
        outsideScope: false,
        planRefusal: null,
      });
    }
  });

  test('an officer of the whole municipality records progress on every event; plans with can_plan', () => {
    for (const place of [ward5, ward3, municipal]) {
      expect(eventPermissions(officer(false, []), place)).toMatchObject({
        canWrite: false,
        canPlan: false,
        canProgress: true,
        canDocument: true,
        outsideScope: false,
        planRefusal: 'noPlanRight',
      });
      expect(eventPermissions(officer(true, []), place)).toMatchObject({
        canPlan: true,
        canProgress: true,
      });
    }
  });

  test('a ward-5 officer without can_plan: progress and proof on ward 5 only, never planning', () => {
    expect(eventPermissions(officer(false), ward5)).toMatchObject({
      canPlan: false,
      canProgress: true,
      canDocument: true,
      outsideScope: false,
      planRefusal: 'noPlanRight',
    });
    for (const place of [ward3, municipal]) {
      expect(eventPermissions(officer(false), place)).toMatchObject({
        canPlan: false,
        canProgress: false,
        canDocument: false,
        outsideScope: true,
      });
    }
  });

  test('a ward-5 officer with can_plan plans ward 5’s events, not ward 3’s nor the municipality’s', () => {
    expect(eventPermissions(officer(true), ward5)).toMatchObject({
      canPlan: true,
      canProgress: true,
      planRefusal: null,
    });
    expect(eventPermissions(officer(true), { wards: [3, 5], branch_id: null }).canPlan).toBe(true);
    for (const place of [ward3, municipal]) {
      expect(eventPermissions(officer(true), place)).toMatchObject({
        canPlan: false,
        canProgress: false,
        canDocument: false,
        outsideScope: true,
        planRefusal: 'outside',
      });
    }
    // Without an event (the new-event page): they may create, in their scope.
    expect(eventPermissions(officer(true)).canPlan).toBe(true);
    expect(eventPermissions(officer(false)).canPlan).toBe(false);
  });

  test('a branch-limited officer: the event’s branch must be theirs', () => {
    const chief = officer(true, [], [4]);
    expect(eventPermissions(chief, { wards: [], branch_id: 4 }).canProgress).toBe(true);
    expect(eventPermissions(chief, { wards: [2], branch_id: 3 }).canProgress).toBe(false);
    expect(eventPermissions(chief, { wards: [2], branch_id: null }).canProgress).toBe(false);
  });
});
