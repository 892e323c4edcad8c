import { Group, Select, Table, Text, UnstyledButton } from '@mantine/core';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { useState } from 'react';
import type { SearchRecord } from '@fleetgraph/shared/contracts/fleet';
import { SEARCH_DEFAULT_PAGE_SIZE, SEARCH_PAGE_SIZES } from '@fleetgraph/shared/constants';
import { Pagination } from '../../components/pagination';
import { ENTITY_TYPE_LABELS } from '../../lib/display-rules';

const column = createColumnHelper<SearchRecord>();
const columns = [
  column.accessor('name', { header: 'Name' }),
  column.accessor((row) => ENTITY_TYPE_LABELS[row.type], { id: 'type', header: 'Entity Type' }),
  column.accessor('fleet', { header: 'Fleet' }),
  column.accessor((row) => (row.containsBO ? 'Available' : 'N/A'), { id: 'bo', header: 'Beneficial Ownership' }),
];

const SORT_MARKS = { asc: ' ▲', desc: ' ▼' } as const;

/**
 * Results sorted on the client, one column at a time, cycling none, asc, desc (spec section 2);
 * 5, 10, 25, 50, 100 or All a page.
 */
export function ResultsTable({ records, onOpen }: {
  records: SearchRecord[];
  /** The rows in the order shown, and the one opened: the side panel steps through them. */
  onOpen: (ordered: SearchRecord[], index: number) => void;
}) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [pageSize, setPageSize] = useState<number | 'All'>(SEARCH_DEFAULT_PAGE_SIZE);
  const [pageIndex, setPageIndex] = useState(0);
  const size = pageSize === 'All' ? Math.max(records.length, 1) : pageSize;
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table keeps its own state; the compiler skips it.
  const table = useReactTable({
    data: records,
    columns,
    state: { sorting, pagination: { pageIndex, pageSize: size } },
    onSortingChange: (next) => setSorting(next),
    enableMultiSort: false,
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  const open = (recordIndex: number) => {
    const ordered = table.getSortedRowModel().rows.map((row) => row.original);
    onOpen(ordered, ordered.indexOf(records[recordIndex]!));
  };

  return (
    <>
      <Table striped highlightOnHover withTableBorder aria-label="Search results">
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <Table.Th
                    key={header.id}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                  >
                    <UnstyledButton fw={600} fz="sm" onClick={header.column.getToggleSortingHandler()}>
                      {flexRender(header.column.columnDef.header, header.getContext())}
                      {sorted ? SORT_MARKS[sorted] : ''}
                    </UnstyledButton>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr
              key={row.id}
              style={{ cursor: 'pointer' }}
              tabIndex={0}
              onClick={() => open(row.index)}
              onKeyDown={(event) => event.key === 'Enter' && open(row.index)}
            >
              {row.getVisibleCells().map((cell) => (
                <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between" mt="md">
        <Group gap="xs">
          <Text size="sm">Rows per page</Text>
          <Select
            w={90}
            size="xs"
            aria-label="Rows per page"
            data={SEARCH_PAGE_SIZES.map(String)}
            value={String(pageSize)}
            onChange={(value) => {
              setPageSize(value === 'All' ? 'All' : Number(value ?? SEARCH_DEFAULT_PAGE_SIZE));
              setPageIndex(0);
            }}
            allowDeselect={false}
          />
        </Group>
        <Pagination page={pageIndex + 1} pageSize={size} total={records.length} onChange={(page) => setPageIndex(page - 1)} />
      </Group>
    </>
  );
}
