import { Table } from '@mantine/core';
import type { DetailRow } from '@fleetgraph/shared/contracts/fleet';
import { displayValue, propertyLabel } from '../lib/display-rules';

/** A record's name/value rows under the spec's display rules (nil stripped, dates spelled out, phones with +). */
export function RecordDetailsTable({ rows, labelWidth = 220 }: { rows: readonly DetailRow[]; labelWidth?: number }) {
  return (
    <Table withRowBorders aria-label="Record details">
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.name}>
            <Table.Th w={labelWidth}>{propertyLabel(row.name)}</Table.Th>
            <Table.Td>{displayValue(row.name, row.value)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
