import { Text, Tooltip } from '@mantine/core';
import { format, formatDistance, isValid, parseISO } from 'date-fns';

/** '3 days ago', with the exact date and time on hover (spec: Created At shown as time-ago). */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const date = parseISO(iso);
  if (!isValid(date)) return '-';
  // A clock a little ahead of the server's would otherwise say 'in a few seconds'.
  if (date.getTime() > now.getTime()) return 'just now';
  return formatDistance(date, now, { addSuffix: true });
}

export function TimeAgo({ date }: { date: string }) {
  const parsed = parseISO(date);
  if (!isValid(parsed)) return <Text span>-</Text>;
  return (
    <Tooltip label={format(parsed, 'MMMM d, yyyy HH:mm')} openDelay={300}>
      <Text span inherit>
        <time dateTime={date}>{timeAgo(date)}</time>
      </Text>
    </Tooltip>
  );
}
