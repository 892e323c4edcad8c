import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';

/**
 * One admin action on a request (respond, deny, approve) at a time: `busy` names the running one
 * so its button spins and the others wait; a thrown error becomes the `failure` the form shows.
 */
export function useRequestAction<Action extends string>() {
  const [busy, setBusy] = useState<Action | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (action: Action, work: () => Promise<void>) => {
    setFailure(null);
    setBusy(action);
    try {
      await work();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return { busy, failure, setFailure, run };
}
