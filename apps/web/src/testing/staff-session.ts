import { afterEach, beforeEach, vi } from 'vitest';
import type { TStaff } from '@exam/contracts/admin/entities';
import { i18n } from '@/lib/i18n/i18n';
import { clearStaffSession, storeStaffSession } from '@/features/admin/lib/staff-session';

const orgAdmin: TStaff = {
  id: 1,
  name: 'Meera Rao',
  email: 'meera@board.test',
  role: 'org-admin',
  instituteId: null,
  orgId: 1,
};

/**
 * A console test's signed-in staff member (the organisation's admin unless given): stored before
 * each test; after it the session, stubbed globals and mocks are cleared and English restored.
 */
export function signedInStaffForEachTest(member: TStaff = orgAdmin) {
  beforeEach(() => storeStaffSession('token', member));
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearStaffSession();
    await i18n.changeLanguage('en');
  });
}
