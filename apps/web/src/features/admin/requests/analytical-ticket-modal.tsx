import { Alert, Button, Divider, FileInput, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ANALYTICAL_REQUEST_TYPES,
  analyticalDenyForm,
  analyticalResponseForm,
  type AnalyticalRequestRecord,
} from '@fleetgraph/shared/contracts/requests';
import { FILE_INPUT_ACCEPT } from '@fleetgraph/shared/files/file-type';
import { MESSAGES, REQUEST_MESSAGES } from '@fleetgraph/shared/messages';
import { DetailField } from '../../../components/detail-field';
import { DownloadButton } from '../../../components/download-button';
import { readAsDataUrl } from '../../../lib/file-transfer';
import { showSuccess } from '../../../lib/toasts';
import { StatusBadge } from './status-badge';
import { formatRequestDate } from './request-dates';
import { denyRequest, respondToRequest } from './requests-api';
import { useRequestAction } from './use-request-action';

type FieldErrors = { responseMessage?: string; file?: string };

/** The pending request's answer: a message and a file to respond, a message alone to deny. */
function ResolveForm({ request, onResolved }: { request: AnalyticalRequestRecord; onResolved: () => void }) {
  const queryClient = useQueryClient();
  const [responseMessage, setResponseMessage] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, failure, setFailure, run } = useRequestAction<'respond' | 'deny'>();

  const finish = async (answer: { recordUpdated: boolean; emailSent: boolean }, success: string, needsEmail: boolean) => {
    // Spec section 8: a response succeeds only if the record was updated and the email sent.
    if (!answer.recordUpdated || (needsEmail && !answer.emailSent)) {
      setFailure(MESSAGES.genericError);
      return;
    }
    showSuccess(success);
    await queryClient.invalidateQueries({ queryKey: ['admin-analytical'] });
    onResolved();
  };

  const respond = async () => {
    const parsed = await analyticalResponseForm.safeParseAsync({ responseMessage, file });
    if (!parsed.success) {
      const flat = parsed.error.flatten().fieldErrors;
      return setErrors({ responseMessage: flat.responseMessage?.[0], file: flat.file?.[0] });
    }
    setErrors({});
    await run('respond', async () => {
      const answer = await respondToRequest({
        id: request.id,
        applicantEmail: request.applicantEmail,
        responseMessage: parsed.data.responseMessage,
        attachmentId: request.attachmentId,
        fileContent: await readAsDataUrl(file!),
        fileName: file!.name,
      });
      await finish(answer, REQUEST_MESSAGES.responded, true);
    });
  };

  const deny = async () => {
    const parsed = analyticalDenyForm.safeParse({ responseMessage });
    if (!parsed.success) return setErrors({ responseMessage: parsed.error.flatten().fieldErrors.responseMessage?.[0] });
    setErrors({});
    await run('deny', async () => {
      const answer = await denyRequest({
        id: request.id,
        requestType: ANALYTICAL_REQUEST_TYPES.find((type) => type === request.requestType),
        applicantEmail: request.applicantEmail,
        responseMessage: parsed.data.responseMessage,
        attachmentId: request.attachmentId,
      });
      await finish(answer, REQUEST_MESSAGES.denied, false);
    });
  };

  return (
    <Stack gap="sm">
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Textarea
        label="Response Message"
        withAsterisk
        autosize
        minRows={4}
        value={responseMessage}
        onChange={(event) => setResponseMessage(event.currentTarget.value)}
        error={errors.responseMessage}
      />
      <FileInput
        label="Response file"
        description="Needed to respond, not to deny. PDF, PNG, JPEG, RTF, DOC or DOCX, up to 1 MB."
        placeholder="Choose a file"
        accept={FILE_INPUT_ACCEPT}
        clearable
        value={file}
        onChange={setFile}
        error={errors.file}
      />
      <Group justify="flex-end">
        <Button variant="default" color="red" onClick={() => void deny()} loading={busy === 'deny'} disabled={busy !== null}>
          Deny
        </Button>
        <Button onClick={() => void respond()} loading={busy === 'respond'} disabled={busy !== null}>
          Respond
        </Button>
      </Group>
    </Stack>
  );
}

/** 'Open Ticket' for a pending request, 'Resolved Ticket' for a complete one (spec section 2). */
export function AnalyticalTicketModal({
  request,
  onClose,
  onResolved,
}: {
  request: AnalyticalRequestRecord | null;
  onClose: () => void;
  onResolved: () => void;
}) {
  const isPending = request?.status === 'PENDING';
  return (
    <Modal opened={request !== null} onClose={onClose} title={isPending ? 'Open Ticket' : 'Resolved Ticket'} size="lg">
      {request && (
        <Stack gap="md">
          <Group gap="xl" align="flex-start">
            <DetailField label="Email">
              <Text size="sm">{request.applicantEmail}</Text>
            </DetailField>
            <DetailField label="Type of Request">
              <Text size="sm">{request.requestType}</Text>
            </DetailField>
            <DetailField label="Requested Date">
              <Text size="sm">{formatRequestDate(request.createdAt)}</Text>
            </DetailField>
            <DetailField label="Status">
              <StatusBadge request={request} />
            </DetailField>
          </Group>
          <DetailField label="Subject">
            <Text size="sm" fw={600}>
              {request.subject}
            </Text>
          </DetailField>
          <DetailField label="Message">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {request.applicationMessage}
            </Text>
          </DetailField>
          {request.fileRequestURL && (
            <Group>
              <DownloadButton url={request.fileRequestURL} fallbackName="attachment" label="Download attachment" />
            </Group>
          )}
          <Divider />
          {isPending ? (
            <ResolveForm key={request.id} request={request} onResolved={onResolved} />
          ) : (
            <Stack gap="sm">
              <DetailField label={request.resolution === 'DENIED' ? 'Denied with' : 'Response Message'}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {request.responseMessage}
                </Text>
              </DetailField>
              {request.fileResponseURL && (
                <Group>
                  <DownloadButton url={request.fileResponseURL} fallbackName="response" label="Download response" />
                </Group>
              )}
            </Stack>
          )}
        </Stack>
      )}
    </Modal>
  );
}
