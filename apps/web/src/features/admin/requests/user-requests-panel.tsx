import { Select } from '@mantine/core';
import { useState } from 'react';
import { AnalyticalRequestsTable } from './analytical-requests-table';
import { UpgradeRequestsTable } from './upgrade-requests-table';

type RequestKind = 'analytical' | 'upgrade';

const KINDS: { value: RequestKind; label: string }[] = [
  { value: 'analytical', label: 'Analytical Request' },
  { value: 'upgrade', label: 'Tier Upgrade Request' },
];

/** The 'User Requests' panel: analytical requests to answer or deny, tier requests to approve or deny. */
export function UserRequestsPanel() {
  const [kind, setKind] = useState<RequestKind>('analytical');
  const kindPicker = (
    <Select
      label="Requests"
      w={260}
      data={KINDS}
      value={kind}
      onChange={(value) => setKind(value === 'upgrade' ? 'upgrade' : 'analytical')}
      allowDeselect={false}
    />
  );
  return kind === 'analytical' ? (
    <AnalyticalRequestsTable kindPicker={kindPicker} />
  ) : (
    <UpgradeRequestsTable kindPicker={kindPicker} />
  );
}
