import { format, formatDistanceToNow } from 'date-fns';

/** A request's age, as the admin tables show it: '3 hours ago'. */
export const timeAgo = (iso: string): string => formatDistanceToNow(new Date(iso), { addSuffix: true });

/** Request dates in dialogs (spec section 9): 'MMMM dd yyyy'. */
export const formatRequestDate = (iso: string): string => format(new Date(iso), 'MMMM dd yyyy');
