import { describe, expect, it } from 'vitest';
import { auditChanges, optionLetter, readableValue } from './audit-changes.ts';

describe('auditChanges', () => {
  it('names only the fields that moved, old value to new', () => {
    expect(
      auditChanges(
        { role: 'teacher', instituteId: 2, centreIds: [] },
        { role: 'institute-admin', instituteId: 2, centreIds: [] },
      ),
    ).toEqual([{ field: 'role', from: 'teacher', to: 'institute-admin' }]);
  });

  it('shows a field present on one side from or to nothing', () => {
    expect(auditChanges(null, { name: 'Asha', email: 'a@x.in' })).toEqual([
      { field: 'name', from: null, to: 'Asha' },
      { field: 'email', from: null, to: 'a@x.in' },
    ]);
    expect(auditChanges({ email: 'a@x.in' }, null)).toEqual([
      { field: 'email', from: 'a@x.in', to: null },
    ]);
  });

  it('reads a key correction as letters and lists as commas', () => {
    expect(auditChanges({ key: 'B' }, { key: 'A', reason: 'Typo' })).toEqual([
      { field: 'key', from: 'B', to: 'A' },
      { field: 'reason', from: null, to: 'Typo' },
    ]);
    expect(auditChanges({ key: ['A', 'C'] }, { key: ['A', 'D'] })).toEqual([
      { field: 'key', from: 'A, C', to: 'A, D' },
    ]);
  });

  it('reads booleans and numbers as text, and a non-object entry as one value', () => {
    expect(auditChanges({ active: true }, { active: false })).toEqual([
      { field: 'active', from: 'true', to: 'false' },
    ]);
    expect(auditChanges(3, 4)).toEqual([{ field: 'value', from: '3', to: '4' }]);
    expect(auditChanges(undefined, undefined)).toEqual([]);
  });

  it('gives empty lists as nothing and objects as JSON', () => {
    expect(readableValue([])).toBeNull();
    expect(readableValue({ a: 1 })).toBe('{"a":1}');
  });
});

describe('optionLetter', () => {
  it('letters options from A', () => {
    expect([0, 1, 25].map(optionLetter)).toEqual(['A', 'B', 'Z']);
    expect(optionLetter(26)).toBe('27');
  });
});
