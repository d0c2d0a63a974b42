import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import '../../i18n/translations';
import { AudiencePicker, audienceOf, draftOf, type AudienceDraft } from './audience-picker';

const FILTERS = {
  centres: [
    { id: 4, key: 'JPR-01', name: 'GSSS Sanganer', districtId: 1, blockId: 2 },
    { id: 9, key: 'JPR-02', name: 'GSSS Bassi', districtId: 1, blockId: 3 },
  ],
  classes: [10],
  sections: ['A'],
  districts: [],
  blocks: [],
  institutes: [],
};

function Harness({ onDraft }: { onDraft: (draft: AudienceDraft) => void }) {
  const [draft, setDraft] = useState(draftOf({ kind: 'centres', centreIds: [9] }));
  return (
    <AudiencePicker
      draft={draft}
      onChange={(next) => {
        setDraft(next);
        onDraft(next);
      }}
    />
  );
}

describe('the audience of a window', () => {
  it('offers the centres by name and code, and sends the ids of those ticked', async () => {
    mockApi({ 'GET /v2/api/admin/student-filters': FILTERS });
    let last: AudienceDraft | undefined;
    renderWithApp(<Harness onDraft={(draft) => (last = draft)} />);
    const bassi = await screen.findByRole('checkbox', { name: 'GSSS Bassi · JPR-02' });
    expect(bassi).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'GSSS Sanganer · JPR-01' }));
    await userEvent.click(bassi);
    expect(last && audienceOf(last)).toEqual({ kind: 'centres', centreIds: [4] });
  });
});
