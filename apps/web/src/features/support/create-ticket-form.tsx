import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, FileInput, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  CREDIT_COUNTER_LABELS,
  REQUEST_TYPE_COUNTERS,
  TICKET_TYPES,
  ticketForm,
  type TicketForm,
} from '@fleetgraph/shared/contracts/requests';
import type { UserRecord } from '@fleetgraph/shared/contracts/users';
import { FILE_INPUT_ACCEPT } from '@fleetgraph/shared/files/file-type';
import { MESSAGES, REQUEST_MESSAGES } from '@fleetgraph/shared/messages';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { readAsDataUrl } from '../../lib/file-transfer';
import { showSupportError, showSupportSuccess } from '../../lib/support-toasts';
import { createTicket } from './support-api';

type TicketFormInput = Omit<TicketForm, 'ticketType' | 'attachment'> & {
  ticketType: TicketForm['ticketType'] | null;
  attachment: File | null;
};

const EMPTY_TICKET: TicketFormInput = { ticketType: null, subject: '', body: '', attachment: null };

/** What a ticket of this type costs an organization user, and what is left (spec: five counters). */
function creditNote(user: UserRecord, ticketType: TicketFormInput['ticketType']): string | null {
  if (!ticketType || !user.orgPayload || (user.roleName !== 'ORGADMIN' && user.roleName !== 'ORGUSER')) return null;
  const counter = REQUEST_TYPE_COUNTERS[ticketType];
  if (!counter) return 'This type of ticket uses no credit.';
  const left = user.orgPayload[counter];
  return `Uses 1 ${CREDIT_COUNTER_LABELS[counter]} credit. Your organization has ${left} left.`;
}

/** The Create Ticket form: type, subject, text and an optional attachment (spec sections 2 and 5). */
export function CreateTicketForm({ user }: { user: UserRecord }) {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  const form = useForm<TicketFormInput>({
    mode: 'onTouched',
    // The schema's attachment check reads the file's bytes: a renamed executable is refused here already.
    resolver: zodResolver(ticketForm) as never,
    defaultValues: EMPTY_TICKET,
  });
  const { errors, isSubmitting } = form.formState;
  const ticketType = useWatch({ control: form.control, name: 'ticketType' });
  const note = creditNote(user, ticketType);

  const submit = form.handleSubmit(async (values) => {
    try {
      await createTicket({
        applicantEmail: user.email,
        requestType: values.ticketType!,
        subject: values.subject,
        applicationMessage: values.body,
        fileContent: values.attachment ? await readAsDataUrl(values.attachment) : null,
        fileName: values.attachment?.name,
      });
      showSupportSuccess(REQUEST_MESSAGES.ticketCreated);
      form.reset(EMPTY_TICKET);
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['tickets'] }), refreshUser()]);
    } catch (error) {
      showSupportError(error instanceof ApiError && error.message ? error.message : MESSAGES.genericError);
    }
  });

  return (
    <Card withBorder padding="lg" radius="md">
      <form onSubmit={submit} noValidate aria-labelledby="create-ticket-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="create-ticket-title">
            Create Ticket
          </Title>
          <Controller
            control={form.control}
            name="ticketType"
            render={({ field }) => (
              <Select
                label="Ticket Type"
                placeholder="Choose the kind of request"
                data={TICKET_TYPES}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                error={errors.ticketType?.message}
                allowDeselect={false}
                withAsterisk
              />
            )}
          />
          {note && (
            <Text size="xs" c="dimmed" mt={-6}>
              {note}
            </Text>
          )}
          <TextInput label="Subject" withAsterisk {...form.register('subject')} error={errors.subject?.message} />
          <Textarea
            label="Text"
            withAsterisk
            autosize
            minRows={5}
            maxRows={12}
            {...form.register('body')}
            error={errors.body?.message}
          />
          <Controller
            control={form.control}
            name="attachment"
            render={({ field }) => (
              <FileInput
                label="Attachment"
                description="Optional. PDF, PNG, JPEG, RTF, DOC or DOCX, up to 1 MB."
                placeholder="Choose a file"
                accept={FILE_INPUT_ACCEPT}
                clearable
                value={field.value}
                onChange={(file) => {
                  field.onChange(file);
                  void form.trigger('attachment');
                }}
                error={errors.attachment?.message}
              />
            )}
          />
          <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
            Create Ticket
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
