import { format } from 'date-fns';

/** Ticket dates as the spec writes them (section 9): MM-dd-yyyy. */
export const formatTicketDate = (iso: string): string => format(new Date(iso), 'MM-dd-yyyy');
